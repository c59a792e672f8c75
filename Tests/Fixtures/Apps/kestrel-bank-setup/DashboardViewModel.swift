import Foundation

struct Account: Identifiable {
    let id = UUID()
    let name: String
    let number: String
    let balance: Double
}

@MainActor
final class DashboardViewModel: ObservableObject {
    @Published private(set) var accounts: [Account] = []
    @Published private(set) var spentThisMonth: Double = 842.17
    @Published private(set) var monthlyBudget: Double = 0

    private let linker: AccountLinking

    init(linker: AccountLinking = OpenBankingLinker.shared) {
        self.linker = linker
        reload()
    }

    func reload() {
        let everyday = Account(name: "Everyday Current", number: "•• 4821", balance: 1_284.50)
        let linked = linker.linkedAccounts.map {
            Account(name: $0.institution, number: "•• \($0.lastFour)", balance: $0.balance)
        }
        accounts = [everyday] + linked
        monthlyBudget = UserDefaults.standard.double(forKey: "kestrel.monthlyBudget")
    }
}
