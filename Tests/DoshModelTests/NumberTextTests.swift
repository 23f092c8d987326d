// Fixed-decimal text: the one rounding rule every renderer uses (half away from zero on the
// shortest decimal form), with its edge cases.
import DoshModel
import Testing

@Suite struct NumberTextTests {
    @Test(arguments: [
        (0.12345, 4, "0.1235"),        // shortest form 0.12345 rounds up, whatever its binary neighbour
        (1.005, 2, "1.01"),
        (0.5, 0, "1"),
        (-2.5, 0, "-3"),
        (2.4999, 0, "2"),
        (0.99995, 4, "1.0000"),
        (9.9999, 2, "10.00"),
        (-0.00004, 4, "0.0000"),        // never "-0.0000"
        (-0.0, 2, "0.00"),
        (1e-7, 4, "0.0000"),
        (5e-324, 3, "0.000"),
        (0.30000000000000004, 17, "0.30000000000000004"),
        (0.30000000000000004, 20, "0.30000000000000004000"),
        (123.0, 0, "123"),
        (123.456, 1, "123.5"),
        (1e21, 2, "1000000000000000000000.00"),
        (1.5e-5, 5, "0.00002"),
        (0.0213, 4, "0.0213"),
        (-0.4335, 4, "-0.4335"),
        (0.01923696, 6, "0.019237"),
    ])
    func fixed(value: Double, decimals: Int, expected: String) {
        #expect(formatFixed(value, decimals: decimals) == expected)
    }

    @Test func notFinite() {
        #expect(formatFixed(.nan, decimals: 2) == "nan")
        #expect(formatFixed(.infinity, decimals: 2) == "inf")
        #expect(formatFixed(-.infinity, decimals: 0) == "-inf")
    }

    @Test func percentages() {
        #expect(formatPercent(0.735) == "74%")
        #expect(formatPercent(0.735, decimals: 1) == "73.5%")
        #expect(formatPercent(0) == "0%")
    }

    @Test func counts() {
        #expect(counted(1, "clause") == "1 clause")
        #expect(counted(0, "step") == "0 steps")
        #expect(counted(3, "input file") == "3 input files")
    }
}
