import Foundation

struct LinkedAccount: Identifiable, Hashable {
    let id = UUID()
    let institution: String
    let lastFour: String
    let balance: Double
}

protocol AccountLinking: AnyObject {
    var linkedAccounts: [LinkedAccount] { get }
    func link(institution: String) -> LinkedAccount
}

/// Open-banking sandbox: links a demo account immediately.
final class OpenBankingLinker: AccountLinking {
    static let shared = OpenBankingLinker()

    private(set) var linkedAccounts: [LinkedAccount] = []

    func link(institution: String) -> LinkedAccount {
        let account = LinkedAccount(
            institution: institution,
            lastFour: String(format: "%04d", Int.random(in: 0...9999)),
            balance: 2_500
        )
        linkedAccounts.append(account)
        return account
    }
}
