// The corner alignments badges are placed with: `.overlay(alignment: .topTrailing) { … }`.
extension Alignment {
    public static let topLeading = Alignment()
    public static let topTrailing = Alignment()
    public static let bottomLeading = Alignment()
    public static let bottomTrailing = Alignment()
}
