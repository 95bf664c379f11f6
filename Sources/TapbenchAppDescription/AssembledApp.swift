import TapbenchCore

/// An app as the bench runs it: its catalog, and one line for each thing the bench could not find in
/// the app's code and files, saying how to give it.
public struct AssembledApp: Sendable {
    public var catalog: AppCatalog
    public var notices: [String]
}
