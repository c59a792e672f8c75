import TipSemantics

/// The compiled system's programs laid out in flat, unmanaged memory, so the
/// inner loop of the search reads instructions without reference counting
/// or bounds checks. Built once per run, shared read-only by all workers.
public final class FlatPrograms: @unchecked Sendable {
  public struct Range {
    @usableFromInline package var start: Int32
    @usableFromInline package var count: Int32
  }

  /// Where one program's instructions, operand lists and immediates are.
  public struct Code {
    @usableFromInline var instructions: Range
    @usableFromInline var operandsBase: Int32
    @usableFromInline var wideBase: Int32
  }

  public struct Step {
    package var code: Code
    /// -1: always valid.
    package var valid: Int32
    @usableFromInline package var fields: Range
    /// Memoization: the input fields (in `inputFields`), -1 when the step
    /// is not memoized; the mask of the fields it changes; the bits of its
    /// table index; its table's offset in a worker's memo.
    package var inputs: Range
    package var memoized: Bool
    /// When every field the step changes is in one word, below bit 62: that
    /// word, and its memo entry holds them at their own positions (merged
    /// with `changedMask`, no unpacking); -1 when they are packed.
    package var inPlaceWord: Int32
    package var changedMask: UInt64
    package var tableOffset: Int
    /// Memoization by groups of fields (in `clusters`), when the step as a
    /// whole is not memoized; count 0 when it is not done either.
    package var clusters: Range
    /// The per-state register saying the step leads back to the state, or -1.
    package var selfLoop: Int32
  }

  /// One group of a step's fields, memoized by the few state bits it reads.
  package struct Cluster {
    package var inputs: Range
    /// In `clusterFields`: the fields, each with its position in the entry.
    package var fields: Range
    package var tableOffset: Int
    package var hasValid: Bool
    /// As for a whole step: the one word holding the fields at their own
    /// positions in the entry (or -1), and their mask there.
    package var inPlaceWord: Int32
    package var inPlaceMask: UInt64
  }

  /// The word holding all of `fields` when each ends below bit 62 (the
  /// memo entry's flags), so an entry can hold them where they sit.
  static func inPlaceWord(_ fields: [CompiledSystem.Field]) -> Int? {
    guard let word = fields.first?.word else { return 0 }
    for field in fields {
      guard field.word == word, Int(field.shift) + field.mask.nonzeroBitCount <= 62 else { return nil }
    }
    return word
  }

  @usableFromInline let instructions: UnsafeMutableBufferPointer<Instruction>
  @usableFromInline let operands: UnsafeMutableBufferPointer<Int32>
  @usableFromInline let wide: UnsafeMutableBufferPointer<UInt64>
  @usableFromInline package let fields: UnsafeMutableBufferPointer<CompiledSystem.Field>
  /// One field's bits gathered into an index (an input field of a memoized
  /// step, or a part of a `StateComponents` component): where it is in the
  /// state word, and where its bits go in the index (positions are
  /// precomputed: counting a mask's bits is a call to a software popcount
  /// on baseline x86-64).
  package struct InputField {
    package var word: Int
    package var shift: UInt64
    package var mask: UInt64
    package var position: UInt64

    package init(word: Int, shift: UInt64, mask: UInt64, position: UInt64) {
      self.word = word
      self.shift = shift
      self.mask = mask
      self.position = position
    }
  }

  package let inputFields: UnsafeMutableBufferPointer<InputField>
  package let clusters: UnsafeMutableBufferPointer<Cluster>
  package let clusterFields: UnsafeMutableBufferPointer<CompiledSystem.Field>
  /// Entries in one worker's memo tables, all steps together.
  package let memoEntries: Int
  /// Entries in one worker's state-memo tables (allocated apart, when the
  /// worker turns to the state memo after its warm-up).
  package let stateMemoEntries: Int
  package let stateProgram: Code
  /// The memoized per-state program (`StateProgramMemo`): its groups, the
  /// registers of their members, and the residual program; no groups when
  /// the whole program runs.
  package struct StateGroup {
    package var inputs: Range
    package var members: Range
    package var code: Code
    package var tableOffset: Int
  }

  package let stateGroups: UnsafeMutableBufferPointer<StateGroup>
  /// The buffers hold at least one element; this is how many groups there are.
  package let stateGroupCount: Int
  package let stateMembers: UnsafeMutableBufferPointer<Int32>
  package let stateResidual: Code
  /// The state memo's counted roots (`StateProgramMemo.counted`), empty
  /// without groups; read once per worker, by `StateSummary`.
  package let stateCounted: [StateProgramMemo.CountedRoot]
  package let settleStateProgram: Code
  /// steps[move * choiceCount + choice]
  package let steps: UnsafeMutableBufferPointer<Step>
  package let guards: UnsafeMutableBufferPointer<Int32>
  package let choiceCount: Int
  package let moveCount: Int

  /// At most this many memo entries per worker (16 MiB): a model with very
  /// many moves memoizes its first steps and computes the others.
  static let memoBudget = 1 << 21

  package init(_ compiled: CompiledSystem) {
    var instructions: [Instruction] = []
    var operands: [Int32] = []
    var wide: [UInt64] = []
    func add(_ program: Program) -> Code {
      let code = Code(
        instructions: Range(start: Int32(instructions.count), count: Int32(program.instructions.count)),
        operandsBase: Int32(operands.count), wideBase: Int32(wide.count))
      instructions += program.instructions
      operands += program.operands
      wide += program.wide
      return code
    }
    stateProgram = add(compiled.stateProgram)
    settleStateProgram = add(compiled.settleStateProgram)
    var fields: [CompiledSystem.Field] = []
    var inputFields: [InputField] = []
    var clusters: [Cluster] = []
    var clusterFields: [CompiledSystem.Field] = []
    /// Appends input fields with their index positions; returns their range and total bits.
    func addInputs(_ inputs: [(word: Int, shift: Int, bits: Int)]) -> (Range, Int) {
      let range = Range(start: Int32(inputFields.count), count: Int32(inputs.count))
      var position: UInt64 = 0
      for input in inputs {
        inputFields.append(
          InputField(
            word: input.word, shift: UInt64(input.shift), mask: (UInt64(1) << UInt64(input.bits)) - 1,
            position: position))
        position += UInt64(input.bits)
      }
      return (range, Int(position))
    }
    var steps: [Step] = []
    var memoEntries = 0
    var stateGroups: [StateGroup] = []
    var stateMembers: [Int32] = []
    var stateResidual = stateProgram
    var stateCounted: [StateProgramMemo.CountedRoot] = []
    var stateMemoEntries = 0
    if let memo = compiled.stateMemo,
      memo.groups.reduce(0, { $0 + (1 << CompiledSystem.width($1.inputs)) }) <= Self.memoBudget / 2
    {
      for group in memo.groups {
        let (range, bits) = addInputs(group.inputs)
        stateGroups.append(
          StateGroup(
            inputs: range, members: Range(start: Int32(stateMembers.count), count: Int32(group.members.count)),
            code: add(group.program), tableOffset: stateMemoEntries))
        stateMembers += group.members
        stateMemoEntries += 1 << bits
      }
      stateResidual = add(memo.residual)
      stateCounted = memo.counted
    }
    self.stateResidual = stateResidual
    self.stateCounted = stateCounted
    self.stateMemoEntries = stateMemoEntries
    for perMove in compiled.steps {
      for step in perMove {
        let code = add(step.program)
        let fieldRange = Range(start: Int32(fields.count), count: Int32(step.fields.count))
        let stepInPlace = Self.inPlaceWord(step.fields)
        fields += step.fields.map { field in
          var field = field
          if stepInPlace != nil { field.packedShift = field.shift }
          return field
        }
        var inputRange = Range(start: Int32(inputFields.count), count: 0)
        var tableOffset = 0
        var memoized = false
        if let inputs = step.inputs, memoEntries + (1 << CompiledSystem.width(inputs)) <= Self.memoBudget {
          let (range, bits) = addInputs(inputs)
          inputRange = range
          tableOffset = memoEntries
          memoEntries += 1 << bits
          memoized = true
        }
        var clusterRange = Range(start: Int32(clusters.count), count: 0)
        if !memoized, let groups = step.clusters,
          memoEntries + groups.reduce(0, { $0 + (1 << CompiledSystem.width($1.inputs)) }) <= Self.memoBudget
        {
          clusterRange.count = Int32(groups.count)
          for group in groups {
            let (range, bits) = addInputs(group.inputs)
            let fieldRange = Range(start: Int32(clusterFields.count), count: Int32(group.fields.count))
            var packed: UInt64 = 0
            var inPlaceMask: UInt64 = 0
            let inPlace = Self.inPlaceWord(group.fields.map { step.fields[$0] })
            for index in group.fields {
              var field = step.fields[index]
              if inPlace != nil {
                field.packedShift = field.shift
                inPlaceMask |= field.mask << field.shift
              } else {
                field.packedShift = packed
                packed += UInt64(field.mask.nonzeroBitCount)
              }
              clusterFields.append(field)
            }
            clusters.append(
              Cluster(
                inputs: range, fields: fieldRange, tableOffset: memoEntries, hasValid: group.hasValid,
                inPlaceWord: Int32(inPlace ?? -1), inPlaceMask: inPlaceMask))
            memoEntries += 1 << bits
          }
        }
        let changed = step.fields.reduce(UInt64(0)) { $0 | ($1.mask << $1.shift) }
        steps.append(
          Step(
            code: code, valid: step.valid ?? -1, fields: fieldRange, inputs: inputRange, memoized: memoized,
            inPlaceWord: Int32(stepInPlace ?? -1), changedMask: changed, tableOffset: tableOffset, clusters: clusterRange,
            selfLoop: step.selfLoop ?? -1))
      }
    }
    self.memoEntries = memoEntries
    func copy<T>(_ array: [T]) -> UnsafeMutableBufferPointer<T> {
      let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: max(1, array.count))
      _ = buffer.initialize(from: array)
      return buffer
    }
    self.instructions = copy(instructions)
    self.operands = copy(operands)
    self.wide = copy(wide)
    self.fields = copy(fields)
    self.inputFields = copy(inputFields)
    self.clusters = copy(clusters)
    self.clusterFields = copy(clusterFields)
    self.stateGroups = copy(stateGroups)
    self.stateGroupCount = stateGroups.count
    self.stateMembers = copy(stateMembers)
    self.steps = copy(steps)
    self.guards = copy(compiled.guards)
    self.choiceCount = compiled.steps.first?.count ?? 1
    self.moveCount = compiled.steps.count
  }

  deinit {
    instructions.deallocate()
    operands.deallocate()
    wide.deallocate()
    fields.deallocate()
    inputFields.deallocate()
    clusters.deallocate()
    clusterFields.deallocate()
    stateGroups.deallocate()
    stateMembers.deallocate()
    steps.deallocate()
    guards.deallocate()
  }

  /// Writes a step's computed fields (its program has run on `registers`)
  /// into `successor`, a copy of the state, each as its offset from its
  /// domain's lower bound. Returns the first variable whose value leaves
  /// its domain (the successor is then not a state), or -1.
  @inlinable
  @inline(__always)
  public func writeFields(of step: Step, registers: UnsafeMutablePointer<Int>, into successor: UnsafeMutablePointer<UInt64>) -> Int {
    for f in 0..<Int(step.fields.count) {
      let field = fields[Int(step.fields.start) &+ f]
      let value = registers[Int(field.next)]
      if value < field.low || value > field.high { return field.variable }
      successor[field.word] =
        (successor[field.word] & ~(field.mask &<< field.shift))
        | (UInt64(truncatingIfNeeded: value &- field.low) &<< field.shift)
    }
    return -1
  }

  /// Runs one program on a register file and a packed state.
  @inlinable
  @inline(__always)
  public func run(_ program: Code, registers: UnsafeMutablePointer<Int>, state: UnsafePointer<UInt64>) {
    let code = instructions.baseAddress! + Int(program.instructions.start)
    let list = operands.baseAddress! + Int(program.operandsBase)
    let immediates = wide.baseAddress! + Int(program.wideBase)
    for i in 0..<Int(program.instructions.count) {
      let instruction = code[i]
      let d = Int(instruction.destination)
      let a = Int(instruction.a)
      let b = Int(instruction.b)
      switch instruction.operation {
      case .load:
        let shift = UInt64(b & 0xFF)
        let bits = UInt64(b >> 8)
        // Masking shifts (&>>, &<<): Swift's plain shifts branch on the amount.
        let mask: UInt64 = bits >= 64 ? ~0 : (1 &<< bits) &- 1
        registers[d] = Int((state[a] &>> shift) & mask) &+ Int(instruction.c)
      case .test: registers[d] = (state[a] & immediates[b]) == immediates[b + 1] ? 1 : 0
      case .copy: registers[d] = registers[a]
      // Booleans are always 0 or 1, so the connectives are bitwise and branch-free.
      case .not: registers[d] = registers[a] ^ 1
      case .and2: registers[d] = registers[a] & registers[b]
      case .or2: registers[d] = registers[a] | registers[b]
      case .andN:
        var result = 1
        for j in 0..<b { result &= registers[Int(list[a &+ j])] }
        registers[d] = result
      case .orN:
        var result = 0
        for j in 0..<b { result |= registers[Int(list[a &+ j])] }
        registers[d] = result
      case .ite: registers[d] = registers[a] != 0 ? registers[b] : registers[Int(instruction.c)]
      case .add: registers[d] = registers[a] &+ registers[b]
      case .subtract: registers[d] = registers[a] &- registers[b]
      case .multiply: registers[d] = registers[a] &* registers[b]
      case .equal: registers[d] = registers[a] == registers[b] ? 1 : 0
      case .less: registers[d] = registers[a] < registers[b] ? 1 : 0
      case .lessOrEqual: registers[d] = registers[a] <= registers[b] ? 1 : 0
      case .saturate: registers[d] = min(registers[a], b)
      case .atMostOne:
        var count = 0
        for j in 0..<b { count &+= registers[Int(list[a &+ j])] }
        registers[d] = count <= 1 ? 1 : 0
      }
    }
  }
}
