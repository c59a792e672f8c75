#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif
import CTipRuntime
import Foundation

/// The memory a search may use when the user does not say (`--memory-limit`):
/// 12 GiB, or less where the process cannot have that much. Past the limit
/// a search stops cleanly (`unknown`, with what was explored); past what
/// the system grants, an allocation fails and the process dies, so the
/// default stays under both:
/// - an address-space limit (`ulimit -v`, RLIMIT_AS): half of what is not
///   yet used (on Linux, `/proc/self/statm`) less a reserve for thread
///   stacks, since the address space also holds the program, its
///   libraries, thread stacks and the allocator's slack, which the search
///   does not count; every move of the search to a larger visited set is
///   checked against it first (`Search.fitsBudget`), so the search stops at
///   the limit before an allocation fails;
/// - a container's memory limit (cgroup v2 `memory.max`, v1
///   `memory.limit_in_bytes`, Linux only): three quarters of it.
public enum MemoryBudget {
  public static let ceiling = 12 << 30

  public static var defaultLimit: Int {
    var limit = ceiling
    if let addressSpace = addressSpaceLimit {
      limit = min(limit, max(0, addressSpace - addressSpaceInUse - addressSpaceReserve) / 2)
    }
    if let container = containerLimit { limit = min(limit, container / 4 * 3) }
    return max(limit, 1 << 20)
  }

  /// Prepares the process for the budget, once at its start, before any
  /// thread: under an address-space limit, glibc's malloc keeps one arena.
  /// Each thread's own arena reserves 64 MiB of address space, which the
  /// limit counts though the search never touches it: with a few threads,
  /// the reservations alone can overrun a limit whose budget the search keeps.
  public static func prepareProcess() {
    if addressSpaceLimit != nil { _ = tip_limit_malloc_arenas(1) }
  }

  /// Address space kept out of the budget under an address-space limit,
  /// before halving what is left: the helper threads' stacks and the
  /// runtime's own allocations, which the search does not count (with less
  /// left than this, the search stops at once, at the memory limit).
  static let addressSpaceReserve = 32 << 20

  /// RLIMIT_AS, if set.
  static var addressSpaceLimit: Int? {
    var limit = rlimit()
    #if canImport(Darwin)
      guard getrlimit(RLIMIT_AS, &limit) == 0 else { return nil }
    #else
      guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0 else { return nil }
    #endif
    // RLIM_INFINITY is all ones on Linux and 2^63 - 1 on macOS: both above Int.max / 2.
    guard UInt64(limit.rlim_cur) < UInt64(Int.max / 2) else { return nil }
    return Int(limit.rlim_cur)
  }

  /// Bytes of address space mapped now (Linux; 0 elsewhere).
  static var addressSpaceInUse: Int {
    #if os(Linux)
      guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
        let pages = text.split(separator: " ").first.flatMap({ Int($0) })
      else { return 0 }
      return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
      return 0
    #endif
  }

  /// The memory limit of the cgroup this process runs in, if any.
  static var containerLimit: Int? {
    #if os(Linux)
      for path in ["/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
          let bytes = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)), bytes > 0, bytes < (1 << 50)
        else { continue }
        return bytes
      }
    #endif
    return nil
  }
}
