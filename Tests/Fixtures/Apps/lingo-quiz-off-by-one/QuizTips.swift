import SwiftUI
import TipKit

enum QuizProgress {
    /// How many questions of the lesson the learner has answered (best run so far).
    @Parameter static var questionsAnswered: Int = 0
}

struct DailyLessonTip: Tip {
    var title: Text { Text("Five minutes a day") }
    var message: Text? { Text("Start with today's lesson: three quick questions.") }
}

struct HintTip: Tip {
    var title: Text { Text("Stuck?") }
    var message: Text? { Text("The light bulb shows the first letter of the answer.") }
    var image: Image? { Image(systemName: "lightbulb") }
}

struct ReviewMistakesTip: Tip {
    var title: Text { Text("Review your mistakes") }
    var message: Text? { Text("You finished a lesson: replay the words you missed.") }

    var rules: [Rule] {
        #Rule(QuizProgress.$questionsAnswered) { $0 >= 3 }
    }
}
