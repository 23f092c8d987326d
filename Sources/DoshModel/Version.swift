// Version.swift: the dosh version, written into exports and session headers.

public enum DoshVersion {
    public static let current = "0.1.0"
}
