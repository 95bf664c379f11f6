// As on iOS, where `URLSession` is Foundation's, the bench's `URLSession` comes with Foundation's types: `URL`,
// `Data`, and FoundationNetworking's `URLRequest`, `URLResponse` and `HTTPURLResponse`, which Linux keeps apart.
// A target whose code is iOS code imports this module into every file (`-import-module TapbenchURLSession`),
// so `import Foundation` is enough there, as on iOS. Its `URLSession` and the types around it shadow
// FoundationNetworking's: Swift prefers a declaration from a module that imports the other when the file reaches
// the other only through it. A file that imports FoundationNetworking itself, as code written for Linux does, finds
// both and calls `URLSession` ambiguous.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
