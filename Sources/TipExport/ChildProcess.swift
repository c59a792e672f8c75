import Foundation
import TipModel

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// A shell command run to completion and timed to the microsecond.
///
/// Foundation's `Process.waitUntilExit` on Linux notices an exit only on its
/// run loop's 50 ms tick, which added up to 50 ms to every SPIN search the
/// benchmark timed (a 7-state model "took" 53 ms). This spawns `/bin/sh`
/// directly, blocks in `waitpid` and sends the output to a file, so no pipe
/// can fill up while nobody reads it.
struct ChildProcess {
  var status: Int32
  var output: String
  /// From the spawn to the exit, the shell's own start included (about a millisecond).
  var seconds: Double

  /// Runs `command` with `/bin/sh -c` in `directory`.
  static func run(_ command: String, in directory: String) -> ChildProcess {
    let outputPath = directory + "/.output-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: outputPath) }
    let script = "cd \(quoted(directory)) && exec >\(quoted(outputPath)) 2>&1 && \(command)"
    let arguments = ["/bin/sh", "-c", script]
    let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid = pid_t()
    let start = ContinuousClock.now
    let spawned = posix_spawn(&pid, "/bin/sh", nil, nil, argv, envp)
    guard spawned == 0 else {
      return ChildProcess(status: -1, output: "cannot start /bin/sh: \(String(cString: strerror(spawned)))", seconds: 0)
    }
    var rawStatus: Int32 = 0
    while waitpid(pid, &rawStatus, 0) == -1 && errno == EINTR {}
    let elapsed = ContinuousClock.now - start
    let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    // WIFEXITED / WEXITSTATUS are macros Swift does not import.
    let status: Int32 = (rawStatus & 0x7f) == 0 ? (rawStatus >> 8) & 0xff : 128 + (rawStatus & 0x7f)
    return ChildProcess(
      status: status, output: output,
      seconds: elapsed.inSeconds)
  }

  /// `text` as one single-quoted shell word.
  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
