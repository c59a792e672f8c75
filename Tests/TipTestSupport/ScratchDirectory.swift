import Foundation

/// Where tests write files: one directory per test process under the
/// system's temporary directory, removed when the process exits. A run then
/// leaves nothing behind, and a run that crashes leaves one directory, not
/// one per test.
public enum ScratchDirectory {
  /// This process's directory, made on first use.
  public static let root: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tipcheck-tests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: ScratchDirectory.root) }
    return url
  }()

  /// A fresh path in it, `prefix-<UUID>`, not yet created.
  public static func url(_ prefix: String) -> URL {
    root.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
  }
}
