import ArgumentParser

/// `typeahead-bench`: the engine's timings, in a release build. Without a
/// subcommand it times suggestions, as it always has.
@main
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "typeahead-bench",
        abstract: "Times Typeahead's engine in a release build.",
        subcommands: [SuggestionBench.self, EntriesBench.self, KeyingBench.self, PatternBench.self, RulesBench.self, IdentityBench.self, VerifyBench.self],
        defaultSubcommand: SuggestionBench.self)
}
