import TipKit

enum TipsSetup {
    /// Loads TipKit's datastore. Meant to run once at launch, before any tip view appears.
    static func start() {
        do {
            try Tips.configure([
                .displayFrequency(.immediate),
                .datastoreLocation(.applicationDefault)
            ])
        } catch {
            print("TipKit failed to start: \(error)")
        }
    }
}
