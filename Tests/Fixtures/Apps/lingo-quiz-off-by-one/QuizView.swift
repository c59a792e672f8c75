import SwiftUI
import TipKit

struct QuizView: View {
    @StateObject private var model = QuizViewModel()
    private let hintTip = HintTip()

    var body: some View {
        VStack(spacing: 24) {
            if model.isFinished {
                Text("Lesson complete!").font(.title)
            } else {
                Text(model.current.prompt).font(.largeTitle)
                if model.showsHint {
                    Text(String(model.current.answer.prefix(1)) + "…")
                        .foregroundStyle(.secondary)
                }
                TextField("Translation", text: $model.typed)
                    .textFieldStyle(.roundedBorder)
                HStack {
                    Button {
                        model.revealHint()
                        hintTip.invalidate(reason: .actionPerformed)
                    } label: {
                        Image(systemName: "lightbulb")
                    }
                    .popoverTip(hintTip)
                    Spacer()
                    Button("Check") {
                        model.submit()
                    }
                    .buttonStyle(.borderedProminent)
                }
            }
        }
        .padding()
        .navigationTitle("Question \(min(model.index + 1, model.questions.count)) of \(model.questions.count)")
        .onAppear {
            DailyLessonTip().invalidate(reason: .actionPerformed)
        }
    }
}
