import Foundation
import Observation

/// Who is signed in and what they booked. Lives for the whole run of the app;
/// nothing here is persisted, so every launch starts signed out.
@MainActor
@Observable
final class StudioSession {
    private(set) var isSignedIn = false
    private(set) var member: Member?
    private(set) var bookings: [PotteryClass] = []

    var greeting: String {
        guard let member else { return "Welcome" }
        return "Hi, \(member.firstName)"
    }

    func didSignIn(_ member: Member) {
        self.member = member
        isSignedIn = true
    }

    func addBooking(_ potteryClass: PotteryClass) {
        guard !bookings.contains(potteryClass) else { return }
        bookings.append(potteryClass)
        bookings.sort { $0.startsAt < $1.startsAt }
    }

    func signOut() {
        member = nil
        bookings = []
        isSignedIn = false
    }
}
