// As on iOS, where `URLSession` is Foundation's, the bench's `URLSession` comes with Foundation's types: `URL`,
// `Data`, and the URL loading system's `URLRequest`, `URLResponse`, `HTTPURLResponse`, cookies and caches, which
// this module declares as Apple does (LoadingTypes/). Linux keeps Foundation's own in FoundationNetworking, which
// loads libcurl and some thirty libraries with it; the bench never needs them, so that no bench process pays for them
// when it starts. A target whose code is iOS code imports this module into every file
// (`-import-module TapbenchURLSession`), so `import Foundation` is enough there, as on iOS.
@_exported import Foundation
