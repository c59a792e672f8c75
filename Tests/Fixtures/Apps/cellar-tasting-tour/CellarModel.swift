import Observation
import SwiftUI
import TipKit

@MainActor
@Observable
final class CellarModel {
    let router: AppRouter
    private(set) var bottles: [Bottle]
    private var notesByBottle: [Bottle.ID: [TastingNote]] = [:]

    /// First-run tour: one step at a time, each after the one before it is done.
    let tour = TipGroup(.ordered) {
        AddBottleTip()
        TastingNoteTip()
        CellarMapTip()
    }

    init(router: AppRouter = AppRouter(), bottles: [Bottle] = Bottle.samples) {
        self.router = router
        self.bottles = bottles
    }

    // MARK: - Navigation

    func open(_ bottle: Bottle) {
        router.push(.bottle(bottle))
    }

    func startAddingBottle() {
        router.push(.addBottle)
    }

    func startTasting(_ bottle: Bottle) {
        router.push(.tasting(bottle))
    }

    func openMap() {
        CellarMapTip().invalidate(reason: .actionPerformed)
        router.push(.cellarMap)
    }

    // MARK: - Editing

    func add(_ draft: BottleDraft) {
        bottles.append(Bottle(draft: draft))
        AddBottleTip().invalidate(reason: .actionPerformed)
        router.pop()
    }

    func saveNote(_ text: String, for bottle: Bottle) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        notesByBottle[bottle.id, default: []].append(TastingNote(text: trimmed, date: .now))
        router.pop()
    }

    func notes(for bottle: Bottle) -> [TastingNote] {
        notesByBottle[bottle.id] ?? []
    }

    // MARK: - Tour

    /// The note step has no close button (see CellarTipStyle); its two buttons finish it here.
    func handle(_ action: Tips.Action, for bottle: Bottle) {
        switch action.id {
        case "add-note":
            TastingNoteTip().invalidate(reason: .actionPerformed)
            startTasting(bottle)
        case "not-now":
            TastingNoteTip().invalidate(reason: .tipClosed)
        default:
            break
        }
    }
}
