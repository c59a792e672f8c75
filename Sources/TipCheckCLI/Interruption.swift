#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Ctrl-C and `kill`: the run ends at once, whatever engine is working,
/// with exit 130 (SIGINT) or 143 (SIGTERM). Outputs already written stay
/// (each was renamed into place whole); the temporary file of one being
/// written is removed, so no partial output is left.
///
/// The handler only does what is safe in a signal handler: it reads a
/// path prepared beforehand, calls `unlink`, `write` and `_exit`.
public enum Interruption {
  /// Installs the handler for SIGINT and SIGTERM. Call once, at start.
  public static func install() {
    pendingOutput.initialize(repeating: 0, count: pendingOutputCapacity)
    _ = signal(SIGINT, handle)
    _ = signal(SIGTERM, handle)
    // A parent may have started TipCheck with them blocked; threads started
    // from here inherit this mask.
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
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
