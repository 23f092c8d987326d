// Placeholder until this layer has tests.
import Testing
