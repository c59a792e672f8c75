import Foundation
import Testing
import TipTestSupport
import TipModel
@testable import TipResults

/// Files that are not UTF-8 are errors at their first bad byte.
@Suite("Reading input files")
struct SourceReaderTests {
  @Test(
    "The first ill-formed UTF-8 byte is found (RFC 3629: overlong forms, surrogates, past U+10FFFF, truncation)",
    arguments: [
      ([0x61, 0x62], nil),
      (Array("é → 𝄞 ok".utf8), nil),
      ([0x61, 0xFF, 0x62], 1),
      ([0x61, 0xC0, 0x80], 1),  // overlong NUL
      ([0xE0, 0x80, 0x80], 0),  // overlong 3-byte
      ([0x61, 0x62, 0xED, 0xA0, 0x80], 2),  // a UTF-16 surrogate
      ([0xF4, 0x90, 0x80, 0x80], 0),  // past U+10FFFF
      ([0x61, 0xE2, 0x82], 1),  // truncated at the end
      ([0xE2, 0x82, 0x41], 0),  // continuation missing
      ([0x80], 0),  // a lone continuation byte
    ] as [([UInt8], Int?)])
  func firstInvalid(bytes: [UInt8], expected: Int?) {
    #expect(SourceReader.firstInvalidUTF8(bytes) == expected)
  }

  @Test("A spec with a bad byte is an error at its line and column, with the line shown")
  func invalidSpec() throws {
    let directory = ScratchDirectory.url("tipcheck-utf8")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("bad.tipspec").path
    var bytes = Array("tip A { title \"ok\" }\ntip B { title \"é".utf8)
    bytes += [0xFF, 0xFE]
    bytes += Array("\" }\n".utf8)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    let run = Verifier().verify(paths: [path])
    let spec = try #require(run.specs.first)
    #expect(spec.status == .invalidInput)
    let error = try #require(spec.diagnostics.first)
    #expect(error.message == "not valid UTF-8: byte 0xFF here")
    #expect((error.range.start.line, error.range.start.column) == (2, 17), "columns count characters: é is one")
    #expect(spec.sources.first?.lineText(2).hasPrefix("tip B { title \"é") == true)

    // A byte-order mark is skipped, not an unexpected character.
    let bom = directory.appendingPathComponent("bom.tipspec").path
    try Data([0xEF, 0xBB, 0xBF] + Array("tip A { title \"a\" }\ninline \"x\" shows A\n".utf8)).write(to: URL(fileURLWithPath: bom))
    let bomSpec = try #require(Verifier().verify(paths: [bom]).specs.first)
    #expect(bomSpec.diagnostics.isEmpty, "\(bomSpec.diagnostics)")
    #expect(bomSpec.status == .success)
  }
}
