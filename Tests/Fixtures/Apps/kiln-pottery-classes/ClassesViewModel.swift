import Foundation
import Observation
import TipKit

@MainActor
@Observable
final class ClassesViewModel {
    private(set) var classes: [PotteryClass] = PotteryClass.thisWeek
    private(set) var reservingClassID: PotteryClass.ID?
    var errorMessage: String?

    private let catalog: ClassCatalog

    init(catalog: ClassCatalog = .live) {
        self.catalog = catalog
    }

    func refresh() async {
        do {
            classes = try await catalog.upcomingClasses()
        } catch {
            errorMessage = "Couldn't load this week's schedule."
        }
    }

    func book(_ potteryClass: PotteryClass, for session: StudioSession) {
        reservingClassID = potteryClass.id
        Task {
            defer { reservingClassID = nil }
            do {
                try await catalog.reserve(potteryClass.id)
                session.addBooking(potteryClass)
                FindClassTip().invalidate(reason: .actionPerformed)
                await CalendarExportTip.classBooked.donate()
            } catch StudioError.classFull {
                errorMessage = "\(potteryClass.title) just filled up."
            } catch {
                errorMessage = "Couldn't book \(potteryClass.title). Try again."
            }
        }
    }
}
