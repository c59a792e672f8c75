import SwiftUI
import TipKit

@main
struct TallyApp: App {
    @StateObject private var store = BillStore()

    init() {
        try? Tips.configure([.displayFrequency(.immediate)])
    }

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                BillsListView()
            }
            .environmentObject(store)
        }
    }
}

struct Bill: Identifiable {
    let id = UUID()
    var payee: String
    var amount: Decimal
    var due: Date
    var created = Date()
}

final class BillStore: ObservableObject {
    @Published private(set) var bills: [Bill] = []

    var upcoming: [Bill] {
        let today = Calendar.current.startOfDay(for: Date.now)
        return bills.filter { $0.due >= today }.sorted { $0.due < $1.due }
    }

    func add(_ bill: Bill) {
        bills.append(bill)
    }
}
