/// `.gitignore` of the bench package: what SwiftPM builds and keeps for itself.
enum GitignoreFile {
    static let text = """
        .build/
        .swiftpm/

        """
}
