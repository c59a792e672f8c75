/// Runs the per-state program (guards, properties, survey predicates) on one
/// stored state at a time, leaving its values in `registers`: how a pass over
/// the stored states (`ExploredStates.survey`) evaluates predicates.
///
/// The core runs the whole program (`PlainStateProgramRunner`); the
/// accelerator supplies a runner that reads its state memo tables. Both
/// leave the same values in the registers the survey reads.
package protocol StateProgramRunner: AnyObject {
  var registers: UnsafeMutablePointer<Int> { get }
  func runStatePredicates(_ state: UnsafePointer<UInt64>)
}

/// Makes one runner per slice of a survey; `sharedPages`: other slices run
/// beside it.
package typealias StateProgramRunners = @Sendable (
  _ compiled: CompiledSystem, _ flat: FlatPrograms, _ sharedPages: Bool
) -> any StateProgramRunner

/// The core's runner: the whole per-state program on every state.
package final class PlainStateProgramRunner: StateProgramRunner {
  let flat: FlatPrograms
  package let registers: UnsafeMutablePointer<Int>

  init(compiled: CompiledSystem, flat: FlatPrograms) {
    self.flat = flat
    registers = compiled.allocateRegisters()
  }

  deinit { registers.deallocate() }

  package func runStatePredicates(_ state: UnsafePointer<UInt64>) {
    flat.run(flat.stateProgram, registers: registers, state: state)
  }

  package static let runners: StateProgramRunners = { compiled, flat, _ in
    PlainStateProgramRunner(compiled: compiled, flat: flat)
  }
}
