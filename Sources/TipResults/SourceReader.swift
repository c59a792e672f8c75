#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif
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

  /// No model or app file is this large; a device that never ends
  /// (`/dev/zero`) stops here instead of filling memory.
  static let largestFile = 64 << 20

  /// Reads a file, a FIFO or a device (`<(cat spec)`, `/dev/stdin`) to its end.
  static func read(_ path: String) -> Result<SourceFile, Failure> {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return .failure(.unreadable(reason(errno))) }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(.unreadable(reason(errno)))
      }
      if count == 0 { break }
      bytes += chunk[..<count]
      if bytes.count > largestFile { return .failure(.unreadable("it is larger than \(largestFile >> 20) MiB")) }
    }
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

  private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
      Darwin.read(descriptor, buffer, count)
    #elseif canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #else
      Musl.read(descriptor, buffer, count)
    #endif
  }

  /// What a failed open or read says to the user.
  static func reason(_ code: Int32) -> String {
    switch code {
    case EACCES, EPERM: "permission denied"
    case EISDIR: "it is a directory"
    case ENOENT: "no such file"
    default: String(cString: strerror(code))
    }
  }
}
