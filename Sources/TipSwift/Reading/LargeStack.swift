#if TIPCHECK_SWIFT_SYNTAX
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs work on threads with large stacks. The toolchain's parser, its
/// operator folding and TipCheck's own walks recurse once per level of the
/// syntax tree; `SyntaxShape` caps that depth, and these threads give the
/// capped depth room on every platform (a secondary thread has 512 KiB on
/// macOS, the main thread 8 MiB). The stack is address space: pages are
/// touched only as deep as the recursion goes.
enum LargeStack {
  static let bytes = 512 << 20

  /// The processors online (at least one).
  static var cores: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

  /// `body` on a thread with a large stack, waited for.
  static func run<Result>(_ body: () -> Result) -> Result {
    withoutActuallyEscaping(body) { body in
      var result: Result?
      spawn([Work { _ in result = body() }])
      guard let result else { preconditionFailure("a large-stack thread ended without a result") }
      return result
    }
  }

  /// `body(0..<count)` spread over `threads` threads with large stacks.
  static func forEach(_ count: Int, threads: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let next = NextIndex(count: count)
    let work = Work { _ in
      while let index = next.take() { body(index) }
    }
    spawn(Array(repeating: work, count: max(1, min(threads, count))))
  }

  /// A stack to try when the large one cannot be had (an address-space
  /// limit, `ulimit -v`): still deep enough for most of what the shape
  /// guards allow, and far more than the caller's own.
  static let fallbackBytes = 16 << 20

  /// Each work on a thread of its own, all waited for. Without room for a
  /// large stack, a smaller one; without a thread at all, on this stack.
  private static func spawn(_ works: [Work]) {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    #if canImport(Darwin)
      var threads: [pthread_t?] = []
    #else
      var threads: [pthread_t] = []
    #endif
    var stack = bytes
    for work in works {
      var started = false
      while !started {
        pthread_attr_setstacksize(&attributes, stack)
        let context = Unmanaged.passRetained(work).toOpaque()
        #if canImport(Darwin)
          var thread: pthread_t?
          let created = pthread_create(&thread, &attributes, { context in
            let work = Unmanaged<Work>.fromOpaque(context).takeRetainedValue()
            work.job(())
            return nil
          }, context)
        #else
          var thread = pthread_t()
          let created = pthread_create(&thread, &attributes, { context in
            guard let context else { return nil }
            let work = Unmanaged<Work>.fromOpaque(context).takeRetainedValue()
            work.job(())
            return nil
          }, context)
        #endif
        if created == 0 {
          threads.append(thread)
          started = true
          continue
        }
        Unmanaged<Work>.fromOpaque(context).release()
        guard stack > fallbackBytes else { break }
        stack = fallbackBytes
      }
      // No thread (a process limit): do the work here, on this stack.
      if !started { work.job(()) }
    }
    for thread in threads {
      #if canImport(Darwin)
        if let thread { pthread_join(thread, nil) }
      #else
        pthread_join(thread, nil)
      #endif
    }
  }

  /// A job for a thread.
  private final class Work: @unchecked Sendable {
    var job: (()) -> Void
    init(_ job: @escaping (()) -> Void) { self.job = job }
  }

  /// Hands out `0..<count` once each, to whichever thread asks first.
  private final class NextIndex: @unchecked Sendable {
    private var next = 0
    private let count: Int
    private let lock = SlotLock()
    init(count: Int) { self.count = count }
    func take() -> Int? {
      lock.withLock {
        guard next < count else { return nil }
        defer { next += 1 }
        return next
      }
    }
  }
}
#endif
