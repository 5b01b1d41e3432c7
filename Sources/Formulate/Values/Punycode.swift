/// Punycode (RFC 3492) decoding of internationalized domain name labels, so that a host a
/// URL stores as `xn--bcher-kva.example` is shown to a person as `bücher.example`, the way
/// they typed it. Foundation encodes hosts when it reads a URL but has no public decoder.
enum Punycode {
    private static let base = 36, tMin = 1, tMax = 26, skew = 38, damp = 700
    private static let initialBias = 72, initialN = 0x80

    /// The Unicode form of a host: each `xn--` label decoded, the others kept; `nil` when a
    /// label is not valid Punycode (the host is then best shown as it is).
    static func unicodeHost(_ host: String) -> String? {
        var labels: [String] = []
        for label in host.split(separator: ".", omittingEmptySubsequences: false) {
            if label.count > 4, label.prefix(4).lowercased() == "xn--" {
                guard let decoded = decode(label.dropFirst(4)) else { return nil }
                labels.append(decoded)
            } else {
                labels.append(String(label))
            }
        }
        return labels.joined(separator: ".")
    }

    /// The Unicode text of the Punycode `encoded` (a label without its `xn--`), or `nil`.
    static func decode(_ encoded: Substring) -> String? {
        guard encoded.utf8.count <= 63, encoded.unicodeScalars.allSatisfy(\.isASCII) else { return nil }
        var output: [Unicode.Scalar] = []
        var digits = Substring.UnicodeScalarView(encoded.unicodeScalars)
        if let delimiter = digits.lastIndex(of: "-") {
            output = Array(digits[..<delimiter])
            digits = digits[digits.index(after: delimiter)...]
        }
        var n = initialN
        var i = 0
        var bias = initialBias
        var iterator = digits.makeIterator()
        while let first = iterator.next() {
            let oldI = i
            var weight = 1
            var k = base
            var scalar: Unicode.Scalar? = first
            while true {
                guard let current = scalar, let digit = value(of: current) else { return nil }
                guard digit <= (Int.max - i) / weight else { return nil }
                i += digit * weight
                let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                if digit < t { break }
                guard weight <= Int.max / (base - t) else { return nil }
                weight *= base - t
                k += base
                scalar = iterator.next()
            }
            bias = adapt(delta: i - oldI, count: output.count + 1, isFirst: oldI == 0)
            guard i / (output.count + 1) <= 0x10FFFF - n else { return nil }
            n += i / (output.count + 1)
            i %= output.count + 1
            guard let decoded = Unicode.Scalar(n), n >= initialN else { return nil }
            output.insert(decoded, at: i)
            i += 1
        }
        return String(String.UnicodeScalarView(output))
    }

    private static func value(of digit: Unicode.Scalar) -> Int? {
        switch digit.value {
        case 0x30...0x39: return Int(digit.value) - 0x30 + 26
        case 0x41...0x5A: return Int(digit.value) - 0x41
        case 0x61...0x7A: return Int(digit.value) - 0x61
        default: return nil
        }
    }

    private static func adapt(delta: Int, count: Int, isFirst: Bool) -> Int {
        var delta = isFirst ? delta / damp : delta / 2
        delta += delta / count
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }
}
