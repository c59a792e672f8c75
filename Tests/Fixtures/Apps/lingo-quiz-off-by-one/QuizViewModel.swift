import SwiftUI
import TipKit

struct Question: Identifiable {
    let id = UUID()
    var prompt: String
    var answer: String

    static let lessonOne: [Question] = [
        Question(prompt: "la manzana", answer: "the apple"),
        Question(prompt: "el perro", answer: "the dog"),
        Question(prompt: "la casa", answer: "the house")
    ]
}

@MainActor
final class QuizViewModel: ObservableObject {
    let questions: [Question] = Question.lessonOne
    @Published private(set) var index = 0
    @Published private(set) var isFinished = false
    @Published var typed = ""
    @Published private(set) var showsHint = false

    var current: Question { questions[index] }

    func submit() {
        QuizProgress.questionsAnswered = max(QuizProgress.questionsAnswered, index)
        typed = ""
        showsHint = false
        if index + 1 < questions.count {
            index += 1
        } else {
            isFinished = true
        }
    }

    func revealHint() {
        showsHint = true
    }
}
