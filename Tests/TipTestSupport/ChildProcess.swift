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

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

extension ChildProcess {
  /// Runs a program with its output sent to /dev/null and returns its exit
  /// status and its own peak resident memory in bytes (`wait4`'s usage of
  /// that child alone: tests running beside it do not count). It runs in
  /// this process's directory (changing it would move every test running
  /// beside it): give absolute paths.
  public static func peakMemory(_ executable: String, _ arguments: [String]) -> (status: Int32, bytes: Int)? {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
      let environment = _NSGetEnviron().pointee
    #else
      var actions = posix_spawn_file_actions_t()
      let environment = environ
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    guard posix_spawn(&pid, executable, &actions, nil, argv, environment) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid else { return nil }
    #if canImport(Darwin)
      let bytes = Int(usage.ru_maxrss)
    #else
      let bytes = Int(usage.ru_maxrss) * 1024
    #endif
    return ((status >> 8) & 0xFF, bytes)
  }
}
