import TipExplicitCore
import TipModel
import TipSemantics

/// The state's fields grouped by what they describe: one component per tip
/// (its parameters, its events' donation counts, its invalidation and its
/// displays), the tips of a `TipGroup` together, and every other field on
/// its own. Fields of one component are correlated: of the 32 values a
/// counter tip's five bits can hold, its states reach 7 (`CompressedMap`).
///
/// Grouping is only a storage choice: any grouping gives the same states,
/// a good one only smaller keys. It reads which tip a variable belongs to,
/// never what TipKit does with it.
struct StateComponents {
  /// Where one field's bits are in the state, and where they go in the
  /// component's raw value: what a memo index gathers, too.
  typealias Part = FlatPrograms.InputField

  /// Per component, its parts and the width of its raw value.
  private(set) var parts: [[Part]] = []
  private(set) var rawBits: [Int] = []

  /// Nil when a single field is wider than `maxRawBits`: its code table
  /// would have too many entries. At most 16, so codes fit 2 bytes.
  init?(system: TransitionSystem, maxRawBits: Int = 12) {
    precondition(maxRawBits <= 16, "a component's codes must fit two bytes")
    let model = system.model
    var parent = Array(model.tips.indices)
    func root(_ tip: Int) -> Int {
      var tip = tip
      while parent[tip] != tip { tip = parent[tip] }
      return tip
    }
    for group in model.groups {
      guard let first = group.members.first else { continue }
      for member in group.members.dropFirst() { parent[root(member.index)] = root(first.index) }
    }
    func owner(_ owner: Owner) -> Int? {
      if case .tip(let tip) = owner { return tip.index }
      return nil
    }
    /// The values grouped by key, groups and values in first-seen order.
    func grouped<Value>(_ pairs: [(key: Int, value: Value)]) -> [[Value]] {
      var groups: [[Value]] = []
      var position: [Int: Int] = [:]
      for (key, value) in pairs {
        if let at = position[key] {
          groups[at].append(value)
        } else {
          position[key] = groups.count
          groups.append([value])
        }
      }
      return groups
    }
    // Fields by the group (or tip) they belong to, in layout order; fields of no tip stand alone.
    var owned: [(key: Int, value: (tip: Int, field: StateLayout.Field))] = []
    var alone: [StateLayout.Field] = []
    for (index, variable) in system.variables.enumerated() {
      guard let field = system.layout.fields[index], field.bits > 0 else { continue }
      let tip: Int? =
        switch variable.role {
        case .parameter(let id): owner(model.parameters[id.index].owner)
        case .donations(let id): owner(model.events[id.index].owner)
        case .invalidation(let id), .displays(let id): id.index
        default: nil
        }
      guard let tip else {
        alone.append(field)
        continue
      }
      owned.append((root(tip), (tip, field)))
    }
    var groups: [[StateLayout.Field]] = []
    for members in grouped(owned) {
      if members.reduce(0, { $0 + $1.field.bits }) <= maxRawBits {
        groups.append(members.map(\.field))
        continue
      }
      // A group too wide for one table: its tips apart, and a tip too wide: its fields apart.
      for fields in grouped(members.map { (key: $0.tip, value: $0.field) }) {
        if fields.reduce(0, { $0 + $1.bits }) <= maxRawBits {
          groups.append(fields)
        } else {
          groups += fields.map { [$0] }
        }
      }
    }
    groups += alone.map { [$0] }
    for fields in groups {
      var position: UInt64 = 0
      var parts: [Part] = []
      for field in fields {
        // A field right after the previous one in both the state and the raw value extends its part.
        if let last = parts.last, last.word == field.word,
          last.shift + UInt64((~last.mask).trailingZeroBitCount) == UInt64(field.shift)
        {
          parts[parts.count - 1].mask |= field.mask << UInt64((~last.mask).trailingZeroBitCount)
        } else {
          parts.append(Part(word: field.word, shift: UInt64(field.shift), mask: field.mask, position: position))
        }
        position += UInt64(field.bits)
      }
      guard position <= UInt64(maxRawBits) else { return nil }
      self.parts.append(parts)
      rawBits.append(Int(position))
    }
  }

  var count: Int { parts.count }
}
