import CTipRuntime
import Foundation
import Testing
@testable import TipExplicit
@testable import TipExplicitCore

/// The search's team of threads (`ThreadTeam`): every index of a phase
/// runs exactly once, what the bodies write is visible to the caller when
/// `run` returns, and the team survives helpers that fell asleep, teams
/// larger than the machine, stops and restarts.
@Suite("Explicit engine: the thread team")
struct ThreadTeamTests {
  /// Runs `phases` phases of every size from 1 to the team's, each body
  /// adding its phase number to its own slot; checks the sums after each.
  /// A slot written twice, skipped, or not yet visible breaks the sum.
  func check(_ team: ThreadTeam, phases: Int, pauseMicroseconds: UInt32 = 0) -> Bool {
    let slots = UnsafeMutablePointer<Int>.allocate(capacity: team.size + 2)
    defer { slots.deallocate() }
    let width = team.size + 2
    slots.initialize(repeating: 0, count: width)
    var expected = [Int](repeating: 0, count: width)
    for phase in 1...phases {
      // Sizes cycle 1...size+2: past the team's size, `run` goes to Dispatch.
      let count = 1 + phase % width
      let address = Int(bitPattern: slots)
      team.run(count) { index in
        let slots = UnsafeMutablePointer<Int>(bitPattern: address).unsafelyUnwrapped
        slots[index] += phase
      }
      for index in 0..<count { expected[index] += phase }
      for index in 0..<width where slots[index] != expected[index] { return false }
      if pauseMicroseconds > 0 { usleep(pauseMicroseconds) }
    }
    return true
  }

  @Test("Every index runs once per phase, and its writes are seen", arguments: [1, 2, 4])
  func everyIndexOnce(size: Int) {
    let team = ThreadTeam(size: size)
    #expect(check(team, phases: 3_000))
  }

  @Test("Helpers that fell asleep between phases wake for the next one")
  func afterSleeping() {
    let team = ThreadTeam(size: 3)
    // 1 ms between phases: longer than a helper spins (200 µs), so each phase wakes sleepers.
    #expect(check(team, phases: 40, pauseMicroseconds: 1_000))
  }

  @Test("A stopped team starts again with the next phase")
  func stopAndRestart() {
    let team = ThreadTeam(size: 2)
    for _ in 0..<20 {
      #expect(check(team, phases: 10))
      team.stop()
    }
  }

  @Test("The caller waits for helpers slower than itself, and sees their writes")
  func slowHelpers() {
    let team = ThreadTeam(size: 3)
    let slots = UnsafeMutablePointer<Int>.allocate(capacity: 3)
    defer { slots.deallocate() }
    slots.initialize(repeating: 0, count: 3)
    let address = Int(bitPattern: slots)
    for phase in 1...20 {
      // Index 0 (the caller) returns at once; the helpers take 2 ms, past their 200 µs of spinning.
      team.run(3) { index in
        if index > 0 { usleep(2_000) }
        UnsafeMutablePointer<Int>(bitPattern: address).unsafelyUnwrapped[index] += phase
      }
      let expected = phase * (phase + 1) / 2
      #expect(slots[0] == expected && slots[1] == expected && slots[2] == expected)
    }
  }

  @Test("The C team refuses a phase wider than itself instead of running part of it")
  func refusesTooWide() {
    guard let team = tip_team_create(1) else {
      Issue.record("no thread could be started")
      return
    }
    defer { tip_team_destroy(team) }
    var ran = 0
    let status = withUnsafeMutablePointer(to: &ran) { pointer in
      tip_team_run(team, 3, { context, _ in context.unsafelyUnwrapped.assumingMemoryBound(to: Int.self).pointee += 1 }, pointer)
    }
    #expect(status == -1)
    #expect(ran == 0)
    let zero = withUnsafeMutablePointer(to: &ran) { tip_team_run(team, 0, { _, _ in }, $0) }
    #expect(zero == -1)
  }

  @Test("Bodies run on other threads than the caller's when the team has helpers")
  func helpersRun() {
    let team = ThreadTeam(size: 2)
    // Each index records its thread in its own slot (pthread_t is not Sendable on Darwin).
    let threads = UnsafeMutablePointer<pthread_t>.allocate(capacity: 2)
    defer { threads.deallocate() }
    let address = Int(bitPattern: threads)
    team.run(2) { index in
      UnsafeMutablePointer<pthread_t>(bitPattern: address).unsafelyUnwrapped[index] = pthread_self()
    }
    #expect(pthread_equal(threads[0], pthread_self()) != 0)
    #expect(pthread_equal(threads[1], pthread_self()) == 0)
  }
}
