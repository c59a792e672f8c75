#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Ctrl-C, Ctrl-\, a closed terminal and `kill`: the run ends at once,
/// whatever engine is working, with exit 130 (SIGINT), 131 (SIGQUIT), 129
/// (SIGHUP) or 143 (SIGTERM); unhandled, SIGQUIT reaches the Swift
/// runtime's crash reporter. Outputs already written stay (each was
/// renamed into place whole); the temporary file of one being written is
/// removed, so no partial output is left.
///
/// The handler only does what is safe in a signal handler: it reads a
/// path prepared beforehand, calls `unlink`, `write` and `_exit`.
public enum Interruption {
  /// The signals that end a run.
  static let handled: [Int32] = [SIGINT, SIGTERM, SIGQUIT, SIGHUP]

  /// Installs the handler for the `handled` signals. Call once, at start.
  public static func install() {
    pendingOutput.initialize(repeating: 0, count: pendingOutputCapacity)
    for code in handled { _ = signal(code, handle) }
    // A parent may have started TipCheck with them blocked; threads started
    // from here inherit this mask.
    var signals = sigset_t()
    sigemptyset(&signals)
    for code in handled { sigaddset(&signals, code) }
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }

  /// The temporary file an output is being written to ("" when none).
  static func writing(_ path: String?) {
    let bytes = Array((path ?? "").utf8.prefix(pendingOutputCapacity - 1))
    // Cleared first, so the handler never sees half a path.
    pendingOutput[0] = 0
    for (index, byte) in bytes.enumerated().dropFirst() { pendingOutput[index] = CChar(bitPattern: byte) }
    pendingOutput[bytes.count] = 0
    if let first = bytes.first { pendingOutput[0] = CChar(bitPattern: first) }
  }
}

private let pendingOutputCapacity = 4096
nonisolated(unsafe) private let pendingOutput = UnsafeMutablePointer<CChar>.allocate(capacity: pendingOutputCapacity)
private let interruptedMessage: StaticString = "\ntipcheck: interrupted; no verdicts were printed\n"

private func handle(_ code: Int32) {
  if pendingOutput[0] != 0 { unlink(pendingOutput) }
  _ = write(STDERR_FILENO, interruptedMessage.utf8Start, interruptedMessage.utf8CodeUnitCount)
  _exit(128 + code)
}
