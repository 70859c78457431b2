// Generates the pictures of News's offline demo: eight small scenes drawn here with
// flat colours and stepped gradients (harbour, market, ferry, robot, bakery, lane,
// orchard, birds), written as palette PNGs by the small encoder below (stored deflate
// blocks: no zlib, no image tool) and kept base64-encoded in a Swift file, so the demo
// has real thumbnails with no network, no resource bundle and no binary in the tree.
//
//     swift scripts/generate-demo-pictures.swift
//
// Run from the package root; it rewrites Apps/News/NewsCore/Demo/DemoPictures+PNG.swift.

import Foundation

let width = 64
let height = 40

struct RGB: Hashable { var r: UInt8, g: UInt8, b: UInt8 }

func rgb(_ r: Int, _ g: Int, _ b: Int) -> RGB { RGB(r: UInt8(r), g: UInt8(g), b: UInt8(b)) }

/// A picture being drawn: a grid of colours.
struct Canvas {
    var pixels = [RGB](repeating: rgb(0, 0, 0), count: width * height)

    subscript(x: Int, y: Int) -> RGB {
        get { pixels[y * width + x] }
        set { if x >= 0, x < width, y >= 0, y < height { pixels[y * width + x] = newValue } }
    }

    /// A vertical gradient from `top` to `bottom` over rows `from..<to`, in 8 bands.
    mutating func gradient(_ top: RGB, _ bottom: RGB, from: Int = 0, to: Int = height) {
        for y in from..<to {
            let band = Double((y - from) * 8 / max(1, to - from)) / 7
            func mix(_ a: UInt8, _ b: UInt8) -> Int { Int((Double(a) + (Double(b) - Double(a)) * band).rounded()) }
            let color = rgb(mix(top.r, bottom.r), mix(top.g, bottom.g), mix(top.b, bottom.b))
            for x in 0..<width { self[x, y] = color }
        }
    }

    mutating func rect(_ x0: Int, _ y0: Int, _ w: Int, _ h: Int, _ color: RGB) {
        for y in y0..<(y0 + h) { for x in x0..<(x0 + w) { self[x, y] = color } }
    }

    mutating func circle(_ cx: Int, _ cy: Int, _ r: Int, _ color: RGB) {
        for y in (cy - r)...(cy + r) { for x in (cx - r)...(cx + r) where (x - cx) * (x - cx) + (y - cy) * (y - cy) <= r * r { self[x, y] = color } }
    }

    /// A hill: a filled parabola peaking at (`cx`, `top`) reaching the bottom `spread` away.
    mutating func hill(_ cx: Int, _ top: Int, _ spread: Int, _ color: RGB) {
        for x in 0..<width {
            let d = Double(x - cx) / Double(spread)
            let y0 = top + Int(Double(height - top) * d * d)
            for y in min(height, max(0, y0))..<height { self[x, y] = color }
        }
    }

    mutating func triangle(_ cx: Int, _ top: Int, _ half: Int, _ bottom: Int, _ color: RGB) {
        for y in top..<bottom {
            let w = (y - top) * half / max(1, bottom - top)
            for x in (cx - w)...(cx + w) { self[x, y] = color }
        }
    }
}

let scenes: [(String, (inout Canvas) -> Void)] = [
    ("harbour", { c in
        c.gradient(rgb(120, 180, 235), rgb(230, 240, 250), to: 24)
        c.gradient(rgb(40, 110, 160), rgb(20, 60, 110), from: 24)
        c.circle(50, 9, 5, rgb(255, 210, 90))
        c.rect(10, 16, 14, 8, rgb(200, 70, 60)); c.triangle(17, 10, 8, 16, rgb(120, 50, 40))
        c.rect(28, 18, 10, 6, rgb(240, 230, 210))
        for x in stride(from: 2, to: 64, by: 8) { c.rect(x, 30, 4, 1, rgb(200, 225, 240)) }
    }),
    ("market", { c in
        c.gradient(rgb(20, 20, 60), rgb(70, 40, 90), to: 26)
        c.rect(0, 26, 64, 14, rgb(60, 45, 40))
        for (i, x) in stride(from: 4, to: 64, by: 12).enumerated() {
            c.rect(x, 6, 1, 20, rgb(90, 90, 90))
            c.circle(x, 8 + (i % 2) * 3, 3, [rgb(255, 90, 60), rgb(255, 200, 70), rgb(250, 140, 200)][i % 3])
            c.rect(x - 4, 22, 9, 4, [rgb(180, 60, 50), rgb(60, 130, 80), rgb(200, 160, 60)][i % 3])
        }
    }),
    ("ferry", { c in
        c.gradient(rgb(250, 200, 140), rgb(250, 235, 200), to: 22)
        c.gradient(rgb(60, 120, 170), rgb(30, 70, 120), from: 22)
        c.rect(14, 16, 34, 7, rgb(250, 250, 250)); c.rect(18, 11, 20, 5, rgb(230, 230, 235))
        c.rect(40, 8, 4, 8, rgb(210, 60, 50)); c.rect(14, 21, 34, 2, rgb(30, 60, 100))
        for x in stride(from: 0, to: 64, by: 6) { c.rect(x, 28, 3, 1, rgb(150, 190, 220)) }
    }),
    ("robot", { c in
        c.gradient(rgb(230, 235, 240), rgb(190, 200, 210))
        c.rect(22, 12, 20, 18, rgb(90, 110, 140)); c.rect(26, 4, 12, 8, rgb(120, 140, 170))
        c.rect(28, 6, 3, 3, rgb(80, 230, 240)); c.rect(33, 6, 3, 3, rgb(80, 230, 240))
        c.rect(16, 14, 6, 3, rgb(90, 110, 140)); c.rect(42, 14, 6, 3, rgb(90, 110, 140))
        c.rect(25, 30, 5, 8, rgb(60, 70, 90)); c.rect(34, 30, 5, 8, rgb(60, 70, 90))
        c.circle(32, 20, 3, rgb(250, 180, 60))
    }),
    ("bakery", { c in
        c.gradient(rgb(250, 230, 200), rgb(235, 200, 160))
        c.rect(0, 28, 64, 12, rgb(150, 100, 60))
        c.circle(18, 24, 9, rgb(190, 120, 60)); c.circle(18, 24, 6, rgb(215, 150, 80))
        c.circle(44, 25, 8, rgb(120, 80, 50)); c.rect(36, 25, 17, 5, rgb(120, 80, 50))
        for x in [40, 44, 48] { c.rect(x, 20, 1, 4, rgb(200, 160, 110)) }
    }),
    ("lane", { c in
        c.gradient(rgb(140, 200, 240), rgb(220, 240, 250), to: 18)
        c.hill(10, 12, 30, rgb(110, 170, 90)); c.hill(54, 14, 26, rgb(90, 150, 80))
        c.triangle(32, 18, 22, 40, rgb(90, 90, 100))
        c.triangle(32, 18, 10, 40, rgb(60, 150, 90))
        for y in stride(from: 22, to: 40, by: 5) { c.rect(31, y, 2, 2, rgb(250, 250, 250)) }
    }),
    ("orchard", { c in
        c.gradient(rgb(170, 215, 245), rgb(235, 245, 250), to: 26)
        c.rect(0, 26, 64, 14, rgb(120, 170, 80))
        for x in stride(from: 8, to: 64, by: 16) {
            c.rect(x - 1, 18, 3, 12, rgb(110, 75, 45))
            c.circle(x, 14, 7, rgb(60, 130, 60))
            c.circle(x - 3, 13, 1, rgb(220, 50, 50)); c.circle(x + 3, 16, 1, rgb(220, 50, 50))
        }
    }),
    ("birds", { c in
        c.gradient(rgb(60, 120, 200), rgb(200, 225, 245))
        c.rect(0, 30, 64, 10, rgb(130, 110, 100)); c.triangle(48, 14, 8, 30, rgb(150, 130, 120))
        for (x, y) in [(10, 8), (20, 14), (30, 6), (14, 20), (38, 12)] {
            c.rect(x - 3, y, 3, 1, rgb(30, 30, 40)); c.rect(x + 1, y, 3, 1, rgb(30, 30, 40)); c.rect(x, y + 1, 1, 1, rgb(30, 30, 40))
        }
    }),
]

// MARK: - PNG (palette, stored deflate)

let crcTable: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
}

func crc32(_ bytes: [UInt8]) -> UInt32 {
    ~bytes.reduce(UInt32.max) { crcTable[Int(($0 ^ UInt32($1)) & 0xFF)] ^ ($0 >> 8) }
}

func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }

func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
}

func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
        let count = min(65_535, data.count - offset)
        let last: UInt8 = offset + count == data.count ? 1 : 0
        out += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
        out += data[offset..<(offset + count)]
        offset += count
    } while offset < data.count
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in data { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
    return out + bigEndian(b << 16 | a)
}

func png(_ canvas: Canvas) -> [UInt8] {
    var palette: [RGB] = []
    var index: [RGB: UInt8] = [:]
    var rows: [UInt8] = []
    for y in 0..<height {
        rows.append(0)  // filter: none
        for x in 0..<width {
            let color = canvas[x, y]
            if index[color] == nil {
                precondition(palette.count < 256, "too many colours")
                index[color] = UInt8(palette.count)
                palette.append(color)
            }
            rows.append(index[color] ?? 0)
        }
    }
    let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 3, 0, 0, 0]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
        + chunk("PLTE", palette.flatMap { [$0.r, $0.g, $0.b] }) + chunk("IDAT", zlibStored(rows)) + chunk("IEND", [])
}

// MARK: - The Swift file

var entries: [String] = []
for (name, draw) in scenes {
    var canvas = Canvas()
    draw(&canvas)
    let base64 = Data(png(canvas)).base64EncodedString()
    var lines: [String] = []
    var rest = Substring(base64)
    while !rest.isEmpty {
        lines.append("        \"" + rest.prefix(100) + "\"")
        rest = rest.dropFirst(100)
    }
    entries.append("        (\"\(name)\", [\n" + lines.map { "    " + $0 }.joined(separator: ",\n") + ",\n        ].joined()),")
}

let source = """
// Generated by scripts/generate-demo-pictures.swift; do not edit.

extension DemoPictures {
    /// The pictures as base64 PNGs (\(width)×\(height), palette), by name, in a fixed order.
    static let encoded: [(name: String, base64: String)] = [
\(entries.joined(separator: "\n"))
    ]
}

"""
try source.write(toFile: "Apps/News/NewsCore/Demo/DemoPictures+PNG.swift", atomically: true, encoding: .utf8)
print("wrote \(scenes.count) pictures")
