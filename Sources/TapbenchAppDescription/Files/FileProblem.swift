/// Why a file could not be read or understood, as the end of a sentence that starts with its path:
/// `does not exist`, `is not a property list: Close tag on line 4 does not match open tag dict`.
struct FileProblem: Error, Hashable {
    let reason: String
}
