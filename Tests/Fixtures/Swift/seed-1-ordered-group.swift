// Seed, solution 1, "Basic Usage": lines 11-42 of the seed article, verbatim.
// Twin: Specs/seed-1-ordered-group.tipspec (same verdicts).
// tipcheck: scenario "Happy path" {
// tipcheck:   launch expect none
// tipcheck:   tap "Start Tutorial" expect Tip1
// tipcheck:   close Tip1 expect Tip2
// tipcheck:   close Tip2 expect none
// tipcheck: }

struct Tip1: Tip {
    @Parameter static var show: Bool = false
    var title: Text { Text("Step 1: Tap Here") }
    var rules: [Rule] {
        #Rule(Self.$show) { $0 }
    }
}

struct Tip2: Tip {
    var title: Text { Text("Step 2: View Details") }
    // Tip2 doesn't need extra Rules; TipGroup automatically controls its timing
}

struct TipGroupDemo: View {
    // Create an ordered TipGroup
    @State var tips = TipGroup(.ordered) { 
        Tip1()
        Tip2()
    }

    var body: some View {
        VStack {
            Text("Welcome")
                .popoverTip(tips.currentTip) // Automatically shows the tip that should be active

            Button("Start Tutorial") {
                Tip1.show = true // Activate Tip1; Tip2 waits in the queue
            }
            .buttonStyle(.bordered)
        }
    }
}
