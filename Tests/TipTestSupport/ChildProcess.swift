import Foundation

/// Runs a program to its end, as the tests that drive real binaries do
/// (`tipcheck`, `swift build`, the release script, `ldd`).
public enum ChildProcess {
  public struct Output: Sendable {
    public var stdout: String
    public var stderr: String
    public var status: Int32
  }

  /// `environment` nil: this process's environment.
  public static func run(
    _ executable: String, _ arguments: [String], in directory: String, environment: [String: String]? = nil
  ) throws -> Output {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    if let environment { process.environment = environment }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read both while it runs: a full pipe would block it.
    nonisolated(unsafe) var stderrData = Data()
    let reading = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      stderrData = err.fileHandleForReading.readDataToEndOfFile()
      reading.signal()
    }
    let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
    reading.wait()
    process.waitUntilExit()
    return Output(
      stdout: String(decoding: stdoutData, as: UTF8.self), stderr: String(decoding: stderrData, as: UTF8.self),
      status: process.terminationStatus)
  }
}
