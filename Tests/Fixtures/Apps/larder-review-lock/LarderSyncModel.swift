import Foundation
import TipKit

struct LarderAPI {
    func upload(_ items: [String]) async throws {
        try await Task.sleep(for: .milliseconds(300))
    }
}

@MainActor
final class LarderSyncModel: ObservableObject {
    @Published var items: [String] = ["Flour", "Rice"]
    @Published var isSyncing = false
    private let api = LarderAPI()

    func sync() async {
        isSyncing = true
        defer { isSyncing = false }
        do {
            try await api.upload(items)
            SyncTip.synced.sendDonation()
        } catch {
            // Offline: the next sync tries again.
        }
    }
}
