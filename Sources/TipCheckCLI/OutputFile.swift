#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Why an output (a report, an export, LCOV) could not be written. The
/// message names the path; the CLI prints it as `error: …` with exit 73.
public enum OutputFileError: Error, Equatable, CustomStringConvertible {
  case isDirectory(String)
  case isBlockDevice(String)
  case cannotWrite(String, reason: String)
  /// The output is (through links) a file the run reads.
  case isInput(String)

  public var description: String {
    switch self {
    case .isInput(let path): "cannot write \(path): it is one of this run's inputs, which the output would replace (give another path)"
    case .isDirectory(let path): "cannot write \(path): it is a directory (give a file name)"
    case .isBlockDevice(let path): "cannot write \(path): it is a block device"
    case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
    }
  }
}

/// Writes every output file, so that what is at the path keeps being what
/// the user made it:
/// - a regular file (or a new path) is replaced atomically: a temporary file
///   beside it, renamed over it once complete, so a reader never sees half
///   a report and an interrupted run leaves the old one;
/// - a symbolic link is followed: its target is replaced, the link stays;
/// - a FIFO or a character device (`/dev/null`, `/dev/stdout`) is written
///   straight, never replaced;
/// - a directory or a block device is refused.
public enum OutputFile {
  /// Refuses an output that is, through links, one of the inputs: an input
  /// file itself, or a `.swift` or `.tipspec` file inside an input
  /// directory. Asked before any work, so a run never replaces what it reads.
  public static func refuseInput(_ output: String, inputs: [String]) throws(OutputFileError) {
    guard let written = realPath(output) else { return }  // a new file cannot be an input
    for input in inputs {
      guard let read = realPath(input) else { continue }
      if written == read { throw .isInput(output) }
      var status = stat()
      if stat(read, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, written.hasPrefix(read == "/" ? "/" : read + "/"),
        written.hasSuffix(".swift") || written.hasSuffix(".tipspec")
      {
        throw .isInput(output)
      }
    }
  }

  /// The canonical path of an existing file (links and `..` resolved).
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  public static func write(_ text: String, to path: String) throws(OutputFileError) {
    let target = try resolvedTarget(path)
    var status = stat()
    if lstat(target, &status) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFDIR: throw .isDirectory(path)
      case S_IFBLK: throw .isBlockDevice(path)
      case S_IFIFO, S_IFCHR, S_IFSOCK: return try writeStraight(text, to: target, reportedAs: path)
      default: break
      }
    }
    try replaceAtomically(text, at: target, reportedAs: path)
  }

  /// The path a symbolic link leads to (followed through chains); the path
  /// itself otherwise. A link to a path that does not exist yet leads there.
  static func resolvedTarget(_ path: String) throws(OutputFileError) -> String {
    var current = path
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(current, &buffer, buffer.count - 1)
      guard length >= 0 else { throw .cannotWrite(path, reason: errorText(errno)) }
      let destination = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if destination.hasPrefix("/") {
        current = destination
      } else {
        current = directory(of: current) + "/" + destination
      }
    }
    throw .cannotWrite(path, reason: "too many levels of symbolic links")
  }

  private static func writeStraight(_ text: String, to target: String, reportedAs path: String) throws(OutputFileError) {
    let descriptor = open(target, O_WRONLY)
    guard descriptor >= 0 else { throw .cannotWrite(path, reason: errorText(errno)) }
    defer { close(descriptor) }
    if let failure = writeAll(text, to: descriptor) { throw .cannotWrite(path, reason: errorText(failure)) }
  }

  private static func replaceAtomically(_ text: String, at target: String, reportedAs path: String) throws(OutputFileError) {
    let name = target.split(separator: "/").last.map(String.init) ?? "output"
    var template = Array((directory(of: target) + "/." + name + ".tipcheck-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    guard descriptor >= 0 else { throw .cannotWrite(path, reason: errorText(errno)) }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    Interruption.writing(temporary)
    var done = false
    defer {
      if !done { unlink(temporary) }
      Interruption.writing(nil)
    }
    // A new file gets the permissions a plain write would give (0666 less the umask).
    let mask = umask(0)
    umask(mask)
    var existing = stat()
    let mode = stat(target, &existing) == 0 ? existing.st_mode & 0o7777 : 0o666 & ~mask
    fchmod(descriptor, mode)
    let failure = writeAll(text, to: descriptor)
    close(descriptor)
    if let failure { throw .cannotWrite(path, reason: errorText(failure)) }
    guard rename(temporary, target) == 0 else { throw .cannotWrite(path, reason: errorText(errno)) }
    done = true
  }

  /// Writes all of `text` (retrying interrupted writes); the `errno` of a failure.
  public static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { buffer in
        #if canImport(Darwin)
          Darwin.write(descriptor, buffer.baseAddress, buffer.count)
        #elseif canImport(Glibc)
          Glibc.write(descriptor, buffer.baseAddress, buffer.count)
        #else
          Musl.write(descriptor, buffer.baseAddress, buffer.count)
        #endif
      }
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      bytes = bytes.dropFirst(written)
    }
    return nil
  }

  private static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  private static func errorText(_ code: Int32) -> String {
    switch code {
    case ENOENT: "no such directory"
    case EACCES, EPERM: "permission denied"
    case ENOSPC: "no space left on the device"
    case EROFS: "the file system is read-only"
    case ENOTDIR: "a part of the path is not a directory"
    default: String(cString: strerror(code))
    }
  }
}
