// Seed, solution 1, "Distributed Display (Across Components)": the body of
// lines 50-64 of the seed article, verbatim, inside the view of "Basic Usage"
// (lines 11-29), whose tips and group it uses.
// Twin: Specs/seed-2-distributed-group.tipspec (same verdicts).
// tipcheck: scenario "Step through both modules" {
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
    VStack(spacing: 80) {
        Text("Feature Module A")
            // Only displays if currentTip is Tip1
            .popoverTip(tips.currentTip as? Tip1) 

        Text("Feature Module B")
            // Only displays if currentTip is Tip2
            .popoverTip(tips.currentTip as? Tip2) 

        Button("Start Tutorial") {
            Tip1.show = true
        }
    }
}
}
