import CTipRuntime
import Dispatch

/// The threads that run the search's parallel phases (and the survey of
/// explored states): the calling thread runs index 0, helper threads the
/// others (`tip_team_create`).
///
/// Dispatch's `concurrentPerform` lets its threads sleep between calls, and
/// waking one took about 60 µs on the project's 2-core VM: twice per chunk
/// of 8,192 states, 7% of a 2-thread search of 823,543 states and more on
/// smaller ones. A helper here spins for 200 µs before it sleeps, so the
/// next phase of the same search finds it awake. The helpers start with the
/// first phase that needs them (a small model never starts them) and are
/// joined by `stop()`. Where they cannot be started (no memory for their
/// stacks under an address-space limit, a thread limit), the phases run on
/// the calling thread, one body after another: Dispatch would retry making
/// its threads once a second, forever.
public final class ThreadTeam: @unchecked Sendable {
  private var team: OpaquePointer?
  private var startFailed = false
  /// Threads in the team, the caller's included.
  public let size: Int

  public init(size: Int) {
    self.size = max(1, size)
  }

  deinit { stop() }

  /// Joins the helpers; a later phase starts them again.
  public func stop() {
    if let team { tip_team_destroy(team) }
    team = nil
  }

  /// Runs `body(i)` for every i in 0..<count and returns when all have run.
  /// One caller at a time. A count above `size` runs on Dispatch instead,
  /// as wide as it likes (the search never asks for more than its thread
  /// limit); a team whose helpers could not start runs every body here.
  public func run(_ count: Int, _ body: @Sendable (Int) -> Void) {
    guard count > 1 else {
      if count == 1 { body(0) }
      return
    }
    if team == nil, !startFailed, size > 1 {
      team = tip_team_create(Int32(size - 1))
      startFailed = team == nil
    }
    guard let team else {
      for index in 0..<count { body(index) }
      return
    }
    guard count <= size else {
      DispatchQueue.concurrentPerform(iterations: count, execute: body)
      return
    }
    withoutActuallyEscaping(body) { body in
      var body = body
      withUnsafeMutablePointer(to: &body) { pointer in
        let status = tip_team_run(
          team, Int32(count),
          { context, index in
            context.unsafelyUnwrapped.assumingMemoryBound(to: (@Sendable (Int) -> Void).self).pointee(index)
          }, pointer)
        // 1 < count <= size was checked above: -1 (nothing ran) would be a defect here.
        precondition(status == 0, "the thread team refused \(count) bodies for \(size) threads")
      }
    }
  }
}
