//! The code a host reads out to a friend: `7-purple-sausage`. The number (the nameplate) pairs
//! the two sides at a relay; the whole code is the password of the key exchange.

use std::fmt;
use std::str::FromStr;

use crate::wordlist::WORDS;

/// How many words follow the nameplate.
pub const CODE_WORDS: usize = 2;

/// The longest text [`Code::from_str`] reads (longer text is refused before it is looked at).
pub const MAX_CODE_LEN: usize = 64;

/// A code: a nameplate and two words from [`WORDS`](crate::WORDS).
///
/// ```
/// use morris_net::Code;
/// let code: Code = "7-purple-sausage".parse().unwrap();
/// assert_eq!(code.nameplate(), 7);
/// assert_eq!(code.to_string(), "7-purple-sausage");
/// // Read out over the phone: spaces, capitals and blanks around are fine.
/// assert_eq!(" 7 Purple  SAUSAGE ".parse::<Code>().unwrap(), code);
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Code {
    nameplate: u16,
    words: [u8; CODE_WORDS],
}

impl fmt::Debug for Code {
    // A code is a password: a debug print of a value that holds one does not show it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Code({}-…)", self.nameplate)
    }
}

impl Code {
    /// A code with `nameplate` and words drawn from the system's random source. A nameplate
    /// of 0 (which no code has) becomes 1.
    pub fn generate(nameplate: u16) -> Code {
        let mut words = [0u8; CODE_WORDS];
        if getrandom::fill(&mut words).is_err() {
            // No random source: fall back on the standard library's hasher keys (seeded by the
            // system once per process) over the clock, never on a fixed code.
            use std::hash::{BuildHasher, Hasher};
            let mut h = std::collections::hash_map::RandomState::new().build_hasher();
            h.write_u128(
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| d.as_nanos()),
            );
            let x = h.finish();
            words = [x as u8, (x >> 8) as u8];
        }
        Code {
            nameplate: nameplate.max(1),
            words,
        }
    }

    /// A code from its parts: `words` are indices into [`WORDS`](crate::WORDS).
    pub fn new(nameplate: u16, words: [u8; CODE_WORDS]) -> Result<Code, CodeError> {
        if nameplate == 0 {
            return Err(CodeError::BadNameplate);
        }
        Ok(Code { nameplate, words })
    }

    /// The number that pairs the two sides at a relay.
    pub fn nameplate(&self) -> u16 {
        self.nameplate
    }

    /// The words, in order.
    pub fn words(&self) -> [&'static str; CODE_WORDS] {
        self.words.map(|w| WORDS[usize::from(w)])
    }

    /// The same words with another nameplate (a relay may hand out another number).
    pub fn with_nameplate(&self, nameplate: u16) -> Code {
        Code {
            nameplate: nameplate.max(1),
            words: self.words,
        }
    }

    /// The password of the key exchange: the whole code, as shown.
    pub(crate) fn password(&self) -> Vec<u8> {
        self.to_string().into_bytes()
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.nameplate)?;
        for w in self.words() {
            write!(f, "-{w}")?;
        }
        Ok(())
    }
}

/// Why a text is not a code. The program words each.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CodeError {
    /// Nothing was given.
    Empty,
    /// Longer than [`MAX_CODE_LEN`]: not a code.
    TooLong,
    /// The first part is not a number from 1 to 65535.
    BadNameplate,
    /// Not two words after the number (how many there were).
    WordCount(usize),
    /// A word that is not one of the code's words (the word, cut to 20 characters, and its
    /// place: 1 for the first word).
    UnknownWord {
        /// The word as typed (made lowercase, at most 20 characters).
        word: String,
        /// Which word it is, from 1.
        place: usize,
    },
}

impl fmt::Display for CodeError {
    // English for logs and tests; the program words these in the language in force.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::Empty => write!(f, "no code given"),
            CodeError::TooLong => write!(f, "too long for a code"),
            CodeError::BadNameplate => write!(f, "a code starts with a number from 1 to 65535"),
            CodeError::WordCount(n) => write!(f, "a code has two words after its number, not {n}"),
            CodeError::UnknownWord { word, place } => {
                write!(f, "word {place} ('{word}') is not one of the code's words")
            }
        }
    }
}

impl std::error::Error for CodeError {}

impl FromStr for Code {
    type Err = CodeError;

    fn from_str(s: &str) -> Result<Code, CodeError> {
        if s.len() > MAX_CODE_LEN {
            return Err(CodeError::TooLong);
        }
        let lower = s.trim().to_ascii_lowercase();
        let mut parts = lower
            .split(|c: char| c == '-' || c.is_whitespace())
            .filter(|p| !p.is_empty());
        let Some(first) = parts.next() else {
            return Err(CodeError::Empty);
        };
        let nameplate = match first.parse::<u16>() {
            Ok(n) if n > 0 && first.bytes().all(|b| b.is_ascii_digit()) => n,
            _ => return Err(CodeError::BadNameplate),
        };
        let rest: Vec<&str> = parts.collect();
        if rest.len() != CODE_WORDS {
            return Err(CodeError::WordCount(rest.len()));
        }
        let mut words = [0u8; CODE_WORDS];
        for (i, w) in rest.iter().enumerate() {
            match WORDS.binary_search(w) {
                Ok(at) => words[i] = at as u8,
                Err(_) => {
                    return Err(CodeError::UnknownWord {
                        word: w.chars().take(20).collect(),
                        place: i + 1,
                    });
                }
            }
        }
        Ok(Code { nameplate, words })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_word_list_is_256_distinct_sorted_lowercase_words() {
        assert_eq!(WORDS.len(), 256);
        for pair in WORDS.windows(2) {
            assert!(pair[0] < pair[1], "{} before {}", pair[0], pair[1]);
        }
        for w in WORDS {
            assert!(w.bytes().all(|b| b.is_ascii_lowercase()), "{w}");
            assert!((3..=8).contains(&w.len()), "{w}");
        }
    }

    #[test]
    fn a_generated_code_reads_back_as_itself() {
        for n in [1, 7, 999, u16::MAX] {
            let code = Code::generate(n);
            assert_eq!(code.to_string().parse::<Code>(), Ok(code.clone()));
            assert_eq!(code.nameplate(), n);
        }
        assert_eq!(Code::generate(0).nameplate(), 1);
    }

    #[test]
    fn generated_codes_differ() {
        let codes: std::collections::HashSet<String> =
            (0..64).map(|_| Code::generate(5).to_string()).collect();
        // 64 draws of 65536: a repeat or two is possible, all alike is not.
        assert!(codes.len() > 50, "{}", codes.len());
    }

    #[test]
    fn a_mistyped_code_says_what_is_wrong() {
        assert_eq!("".parse::<Code>(), Err(CodeError::Empty));
        assert_eq!(" - ".parse::<Code>(), Err(CodeError::Empty));
        assert_eq!(
            "purple-sausage".parse::<Code>(),
            Err(CodeError::BadNameplate)
        );
        assert_eq!(
            "0-purple-sausage".parse::<Code>(),
            Err(CodeError::BadNameplate)
        );
        assert_eq!(
            "+7-purple-sausage".parse::<Code>(),
            Err(CodeError::BadNameplate)
        );
        assert_eq!(
            "70000-purple-sausage".parse::<Code>(),
            Err(CodeError::BadNameplate)
        );
        assert_eq!("7-purple".parse::<Code>(), Err(CodeError::WordCount(1)));
        assert_eq!(
            "7-purple-sausage-tiger".parse::<Code>(),
            Err(CodeError::WordCount(3))
        );
        assert_eq!(
            "7-purpel-sausage".parse::<Code>(),
            Err(CodeError::UnknownWord {
                word: "purpel".into(),
                place: 1
            })
        );
        assert_eq!("7".repeat(65).parse::<Code>(), Err(CodeError::TooLong));
        assert!(matches!(
            "7-ü-sausage".parse::<Code>(),
            Err(CodeError::UnknownWord { place: 1, .. })
        ));
    }

    #[test]
    fn a_debug_print_hides_the_words() {
        let code: Code = "7-purple-sausage".parse().unwrap_or_else(|e| panic!("{e}"));
        assert!(!format!("{code:?}").contains("purple"));
    }
}
