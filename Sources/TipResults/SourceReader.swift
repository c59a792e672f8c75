import Foundation
import TipModel

/// Reads an input file as UTF-8, and says where it is not.
enum SourceReader {
  enum Failure: Error {
    /// The file could not be read at all (a message from the system).
    case unreadable(String)
    /// The file is not UTF-8: its text with the bad bytes replaced, for the
    /// caret, and the first bad byte.
    case invalidUTF8(SourceFile, offset: Int, byte: UInt8)
  }

  static func read(_ path: String) -> Result<SourceFile, Failure> {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      return .failure(.unreadable(error.localizedDescription))
    }
    var bytes = [UInt8](data)
    // A byte-order mark is not text (editors on Windows write one).
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    if let offset = firstInvalidUTF8(bytes) {
      // Everything before `offset` decodes unchanged, so the offset is the
      // same in the repaired text.
      return .failure(.invalidUTF8(SourceFile(path: path, text: String(decoding: bytes, as: UTF8.self)), offset: offset, byte: bytes[offset]))
    }
    return .success(SourceFile(path: path, text: String(decoding: bytes, as: UTF8.self)))
  }

  /// The offset of the first byte that does not belong to a well-formed
  /// UTF-8 sequence (RFC 3629: no overlong forms, surrogates, or values past
  /// U+10FFFF), or nil.
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0x00...0x7F: length = 1
      case 0xC2...0xDF: length = 2
      case 0xE0: length = 3; low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED: length = 3; high = 0x9F
      case 0xF0: length = 4; low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4: length = 4; high = 0x8F
      default: return index
      }
      for k in 1..<length {
        guard index + k < bytes.count else { return index }
        let byte = bytes[index + k]
        let (min, max) = k == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
        guard byte >= min, byte <= max else { return index }
      }
      index += length
    }
    return nil
  }
}
