import CTapbenchPreviews

extension Preview {
    /// Hands `preview` to the collector a record was called with. `#Preview`'s expansion calls it.
    public static func _record(_ preview: Preview, in collector: UnsafeMutableRawPointer) {
        Unmanaged<DeclaredPreviews>.fromOpaque(collector).takeUnretainedValue().previews.append(preview)
    }

    /// Every preview the running binary declares with `#Preview`, in link order. Each call makes them anew,
    /// so a preview made with `Date()` reads the clock of the moment it is read.
    package static func declared() -> [Preview] {
        typealias Record = @convention(c) (UnsafeMutableRawPointer) -> Void
        guard let start = tapbench_previews_start(), let stop = tapbench_previews_stop() else { return [] }
        let collector = DeclaredPreviews()
        let stride = MemoryLayout<Record>.stride
        for offset in Swift.stride(from: 0, to: stop - start, by: stride) {
            let record = start.load(fromByteOffset: offset, as: Record.self)
            withExtendedLifetime(collector) { record(Unmanaged.passUnretained(collector).toOpaque()) }
        }
        return collector.previews
    }
}

/// The previews collected so far while `Preview.declared()` calls each record.
final class DeclaredPreviews {
    var previews: [Preview] = []
}
