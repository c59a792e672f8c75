import Foundation

extension AppFamily {
  /// Writes a generated app's files under `directory` (their paths are
  /// relative to it; folders are made as needed); returns its bytes.
  @discardableResult
  public static func write(_ app: [String: String], to directory: String) throws -> Int {
    var bytes = 0
    for (path, text) in app {
      let full = directory + "/" + path
      try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: full, atomically: false, encoding: .utf8)
      bytes += text.utf8.count
    }
    return bytes
  }
}
