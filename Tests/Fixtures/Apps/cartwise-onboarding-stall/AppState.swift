import SwiftUI
import TipKit

final class AppState: ObservableObject {
    let tour = TipGroup(.ordered) {
        WelcomeTip()
        NewListTip()
        ShareListTip()
    }

    @Published var lists: [String] = ["Groceries"]

    func addList() {
        lists.append("List \(lists.count + 1)")
    }
}
