/// The pieces of an absolute URL as byte offsets, found in one pass over its UTF-8 bytes.
///
/// This is the matcher's URL splitter: no `String`, no allocation. For
/// `delivery://qa@order/A-7189/receipt?lang=en#top` it finds the scheme `delivery`, ignores the
/// user info `qa@`, finds the host `order`, the path `/A-7189/receipt`, the query `lang=en`,
/// and drops the fragment.
struct URLView {
    /// Why the bytes are not an absolute URL with an authority.
    enum Failure: Error {
        case notAbsolute
        case missingAuthority(schemeEnd: Int)
        case invalidPort(start: Int, end: Int)
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let schemeEnd: Int
    let hostStart: Int
    let hostEnd: Int
    /// The port, nil when absent, empty, or the scheme's default.
    let port: Int?
    let pathStart: Int
    let pathEnd: Int
    let queryStart: Int
    let queryEnd: Int

    init(scanning bytes: UnsafeBufferPointer<UInt8>) throws(Failure) {
        let count = bytes.count
        guard count > 0, Bytes.isAlpha(bytes[0]) else { throw .notAbsolute }
        var index = 1
        while index < count, Bytes.isSchemeByte(bytes[index]) { index += 1 }
        guard index < count, bytes[index] == Bytes.colon else { throw .notAbsolute }
        let schemeEnd = index
        guard index + 2 < count, bytes[index + 1] == Bytes.slash, bytes[index + 2] == Bytes.slash else {
            throw .missingAuthority(schemeEnd: schemeEnd)
        }
        index += 3
        let authorityStart = index
        while index < count, bytes[index] != Bytes.slash, bytes[index] != Bytes.question, bytes[index] != Bytes.hash {
            index += 1
        }
        let authorityEnd = index
        var hostStart = authorityStart
        for position in authorityStart..<authorityEnd where bytes[position] == Bytes.at { hostStart = position + 1 }
        var hostEnd = authorityEnd
        var portStart = authorityEnd
        if hostStart < authorityEnd, bytes[hostStart] == Bytes.leftBracket {
            var close = hostStart
            while close < authorityEnd, bytes[close] != Bytes.rightBracket { close += 1 }
            if close + 1 < authorityEnd, bytes[close + 1] == Bytes.colon {
                hostEnd = close + 1
                portStart = close + 2
            }
        } else {
            var colon = hostStart
            while colon < authorityEnd, bytes[colon] != Bytes.colon { colon += 1 }
            hostEnd = colon
            portStart = min(colon + 1, authorityEnd)
        }
        var port: Int?
        if portStart < authorityEnd {
            guard let value = Bytes.port(UnsafeBufferPointer(rebasing: bytes[portStart..<authorityEnd])) else {
                throw .invalidPort(start: portStart, end: authorityEnd)
            }
            port = value == Bytes.defaultPort(forScheme: UnsafeBufferPointer(rebasing: bytes[..<schemeEnd])) ? nil : value
        }
        while index < count, bytes[index] != Bytes.question, bytes[index] != Bytes.hash { index += 1 }
        let pathEnd = index
        var queryStart = index
        if index < count, bytes[index] == Bytes.question {
            index += 1
            queryStart = index
            while index < count, bytes[index] != Bytes.hash { index += 1 }
        }
        self.bytes = bytes
        self.schemeEnd = schemeEnd
        self.hostStart = hostStart
        self.hostEnd = hostEnd
        self.port = port
        pathStart = authorityEnd
        self.pathEnd = pathEnd
        self.queryStart = queryStart
        queryEnd = index
    }

    /// The raw query, without `?` and fragment.
    var query: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[queryStart..<queryEnd])
    }

    /// The ASCII-lowercased scheme bytes.
    var scheme: [UInt8] {
        bytes[..<schemeEnd].map(Bytes.lowercased)
    }

    /// The ASCII-lowercased host bytes, brackets included for IPv6.
    var host: [UInt8] {
        bytes[hostStart..<hostEnd].map(Bytes.lowercased)
    }

    /// Calls `body` with the authority key and the path segments, using one stack allocation.
    ///
    /// The key is `scheme://host[:port]`, lowercased and without a default port: the same bytes
    /// as ``RoutePattern``'s authority, so it finds the trie's root. The segments are the path
    /// split on `/` with empty ones dropped, each percent-decoded. They point into the URL's own
    /// bytes; only a path that contains `%` is decoded, into scratch space, so `%2F` stays data
    /// inside its segment.
    @inline(__always)
    func withParts<Result>(
        _ body: (_ authorityKey: UnsafeBufferPointer<UInt8>, _ segments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>) -> Result
    ) -> Result {
        var count = 0
        var needsDecoding = false
        var previous = Bytes.slash
        for position in pathStart..<pathEnd {
            let byte = bytes[position]
            if byte != Bytes.slash && previous == Bytes.slash { count += 1 }
            if byte == Bytes.percent { needsDecoding = true }
            previous = byte
        }
        let segmentBytes = count * MemoryLayout<UnsafeBufferPointer<UInt8>>.stride
        let keyCapacity = schemeEnd + hostEnd - hostStart + 9
        let byteCount = segmentBytes + keyCapacity + (needsDecoding ? pathEnd - pathStart : 0)
        return withUnsafeTemporaryAllocation(
            byteCount: byteCount, alignment: MemoryLayout<UnsafeBufferPointer<UInt8>>.alignment
        ) { memory in
            let segments = UnsafeMutableRawBufferPointer(rebasing: memory[..<segmentBytes])
                .bindMemory(to: UnsafeBufferPointer<UInt8>.self)
            let scratch = UnsafeMutableRawBufferPointer(rebasing: memory[segmentBytes...]).bindMemory(to: UInt8.self)
            let keyLength = writeAuthorityKey(into: scratch.baseAddress.unsafelyUnwrapped)
            fill(segments, decodingInto: needsDecoding ? scratch.baseAddress.unsafelyUnwrapped + keyCapacity : nil)
            return body(UnsafeBufferPointer(rebasing: scratch[..<keyLength]), UnsafeBufferPointer(segments))
        }
    }

    /// Writes the authority key; returns its length, at most `scheme + host + 9` bytes.
    private func writeAuthorityKey(into key: UnsafeMutablePointer<UInt8>) -> Int {
        var length = 0
        for position in 0..<schemeEnd {
            key[length] = Bytes.lowercased(bytes[position])
            length += 1
        }
        for byte in [Bytes.colon, Bytes.slash, Bytes.slash] {
            key[length] = byte
            length += 1
        }
        for position in hostStart..<hostEnd {
            key[length] = Bytes.lowercased(bytes[position])
            length += 1
        }
        guard let port else { return length }
        key[length] = Bytes.colon
        length += 1
        var divisor = 10000
        while divisor > 1, port < divisor { divisor /= 10 }
        while divisor > 0 {
            key[length] = Bytes.zero + UInt8(port / divisor % 10)
            length += 1
            divisor /= 10
        }
        return length
    }

    private func fill(_ segments: UnsafeMutableBufferPointer<UnsafeBufferPointer<UInt8>>, decodingInto scratch: UnsafeMutablePointer<UInt8>?) {
        var segment = 0
        var written = 0
        var start = pathStart
        while start < pathEnd {
            var end = start
            while end < pathEnd, bytes[end] != Bytes.slash { end += 1 }
            if end > start {
                let raw = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if let scratch {
                    let length = PercentDecoded.decode(raw, into: scratch + written)
                    segments.initializeElement(at: segment, to: UnsafeBufferPointer(start: scratch + written, count: length))
                    written += length
                } else {
                    segments.initializeElement(at: segment, to: raw)
                }
                segment += 1
            }
            start = end + 1
        }
    }
}
