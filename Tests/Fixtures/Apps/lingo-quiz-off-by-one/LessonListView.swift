import SwiftUI
import TipKit

struct LessonListView: View {
    private let dailyTip = DailyLessonTip()
    private let reviewTip = ReviewMistakesTip()

    var body: some View {
        List {
            TipView(dailyTip)
            TipView(reviewTip)
            NavigationLink("Lesson 1: Around the house") {
                QuizView()
            }
        }
        .navigationTitle("Lingo")
    }
}
