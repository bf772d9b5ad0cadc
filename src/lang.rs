//! The players' languages: English, Deutsch, Português. Every text a player reads in the game
//! is a message of the Fluent files under `src/lang/<code>/` (one folder per language, the same
//! files in each), looked up by its id with [`t!`](crate::t) in the language in force.
//!
//! The language comes from `--lang`, then `language =` in the preferences, then the locale's
//! environment (`LC_ALL`, then `LC_MESSAGES`, then `LANG`: the first that is set and not empty
//! decides, as POSIX says). A language not translated (`fr_FR`, `C`, `--lang xx`) is English,
//! without a word of error. The notation (`d6`, `a1-a4`, `xd2`), the records' tags and
//! `eval`'s lines never change with it.
//!
//! The language is the program's ([`set`]); a test may give its own thread another
//! ([`set_here`]), so that tests in several languages run side by side. A message missing in
//! a language falls back to English (a test makes sure none is missing); one missing in English
//! too shows its id.

use std::cell::Cell;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU8, Ordering};

use fluent_bundle::FluentResource;
use fluent_bundle::concurrent::FluentBundle;
pub use fluent_bundle::{FluentArgs, FluentValue};

/// A language the game speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English (also every language not translated).
    #[default]
    En,
    /// Deutsch.
    De,
    /// Português (as in Portugal).
    Pt,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::De, Lang::Pt];

    /// Its code: the value of `--lang` and `language =`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Pt => "pt",
        }
    }

    /// Its name in itself.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Pt => "Português",
        }
    }

    /// The language a code or a locale names (`de`, `de_DE.UTF-8`, `pt-BR`, `Deutsch`), if
    /// the game speaks it; `C` and `POSIX` are English.
    pub fn from_locale(s: &str) -> Option<Lang> {
        let s = s.trim();
        // language[_territory][.codeset][@modifier], or a BCP 47 tag (pt-BR).
        let lang = s.split(['_', '-', '.', '@']).next().unwrap_or("");
        match lang.to_ascii_lowercase().as_str() {
            "en" | "english" | "c" | "posix" => Some(Lang::En),
            "de" | "deutsch" | "german" => Some(Lang::De),
            "pt" | "português" | "portugues" | "portuguese" => Some(Lang::Pt),
            _ if s.eq_ignore_ascii_case("Português") => Some(Lang::Pt),
            _ => None,
        }
    }

    /// The language a setting's text asks for: English where the game does not speak it.
    pub fn from_setting(s: &str) -> Lang {
        Lang::from_locale(s).unwrap_or(Lang::En)
    }

    /// The locale its messages are formatted in (plural forms): Portuguese as in Portugal,
    /// where 0 takes the plural ("0 peças").
    fn locale(self) -> unic_langid::LanguageIdentifier {
        let tag = match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Pt => "pt-PT",
        };
        tag.parse().unwrap_or_default()
    }

    fn index(self) -> usize {
        self as usize
    }

    fn from_index(i: u8) -> Lang {
        match i {
            1 => Lang::De,
            2 => Lang::Pt,
            _ => Lang::En,
        }
    }
}

/// The environment's language: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and
/// not empty, with its name and value (`LANG`, `de_DE.UTF-8`); `None` when none is.
pub fn from_env(var: impl Fn(&str) -> Option<String>) -> Option<(&'static str, String)> {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .find_map(|k| var(k).filter(|v| !v.trim().is_empty()).map(|v| (k, v)))
}

static PROGRAM: AtomicU8 = AtomicU8::new(0);

thread_local! {
    static HERE: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// Sets the program's language (at the start, from the settings).
pub fn set(lang: Lang) {
    PROGRAM.store(lang as u8, Ordering::Relaxed);
}

/// Sets this thread's language, over the program's (`None` takes it back): for tests.
pub fn set_here(lang: Option<Lang>) {
    HERE.with(|h| h.set(lang));
}

/// The language in force here.
pub fn current() -> Lang {
    HERE.with(Cell::get)
        .unwrap_or_else(|| Lang::from_index(PROGRAM.load(Ordering::Relaxed)))
}

/// Every language's Fluent files, by name: the same names in each language's folder.
macro_rules! files {
    ($code:literal: $($name:literal),+ $(,)?) => {
        &[$(($name, include_str!(concat!("lang/", $code, "/", $name, ".ftl")))),+]
    };
}

/// The Fluent files of a language: (name, text).
pub fn sources(lang: Lang) -> &'static [(&'static str, &'static str)] {
    match lang {
        Lang::En => {
            files!("en": "common", "board", "windows", "screens", "rules", "store", "net", "remote", "solve")
        }
        Lang::De => {
            files!("de": "common", "board", "windows", "screens", "rules", "store", "net", "remote", "solve")
        }
        Lang::Pt => {
            files!("pt": "common", "board", "windows", "screens", "rules", "store", "net", "remote", "solve")
        }
    }
}

type Bundle = FluentBundle<FluentResource>;

/// The messages of `lang`, parsed the first time that language is asked for: a program in
/// English never parses the others (each process that starts, a command or the game, pays only
/// for its own language, and for English where that language lacks a message).
fn bundle(lang: Lang) -> &'static Bundle {
    static BUNDLES: [OnceLock<Bundle>; Lang::ALL.len()] =
        [const { OnceLock::new() }; Lang::ALL.len()];
    BUNDLES[lang.index()].get_or_init(|| {
        let mut b = FluentBundle::new_concurrent(vec![lang.locale()]);
        // No invisible isolation marks around the values put in: a terminal shows them as gaps
        // or garbage (and `text::clean` would take them for bidi tricks).
        b.set_use_isolating(false);
        for (_, text) in sources(lang) {
            // A file with a mistake still gives its other messages; the test of the files
            // finds the mistake.
            let res = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
            let _ = b.add_resource(res);
        }
        b
    })
}

/// Message `id` in `lang`, if it has it.
pub fn format_in(lang: Lang, id: &str, args: Option<&FluentArgs>) -> Option<String> {
    let b = bundle(lang);
    let pattern = b.get_message(id)?.value()?;
    let mut errors = Vec::new();
    Some(b.format_pattern(pattern, args, &mut errors).into_owned())
}

/// Message `id` in the language in force, or in English where that language lacks it, or the
/// id itself.
pub fn tr(id: &str, args: Option<&FluentArgs>) -> String {
    tr_in(current(), id, args)
}

/// [`tr`] in `lang`.
pub fn tr_in(lang: Lang, id: &str, args: Option<&FluentArgs>) -> String {
    format_in(lang, id, args)
        .or_else(|| format_in(Lang::En, id, args))
        .unwrap_or_else(|| id.to_string())
}

/// Whether message `id` exists in English: for texts that may or may not have a message (a
/// setting's words, by its key).
pub fn has(id: &str) -> bool {
    bundle(Lang::En).has_message(id)
}

/// A value for a message: numbers stay numbers (plural forms choose by them), the rest is text.
pub trait Arg {
    /// The value.
    fn arg(self) -> FluentValue<'static>;
}

macro_rules! number_arg {
    ($($t:ty),+) => {$(
        impl Arg for $t {
            fn arg(self) -> FluentValue<'static> {
                FluentValue::from(self)
            }
        }
    )+};
}
number_arg!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

impl Arg for String {
    fn arg(self) -> FluentValue<'static> {
        FluentValue::from(self)
    }
}

impl Arg for &String {
    fn arg(self) -> FluentValue<'static> {
        FluentValue::from(self.clone())
    }
}

impl Arg for &str {
    fn arg(self) -> FluentValue<'static> {
        FluentValue::from(self.to_string())
    }
}

impl Arg for char {
    fn arg(self) -> FluentValue<'static> {
        FluentValue::from(self.to_string())
    }
}

/// The text of a message in the language in force: `t!("side-white")`, or with its values
/// `t!("stones", n = 9)` (a value is a number, a `String`, a `&str` or a
/// `char`; anything else is given as text with `.to_string()`).
#[macro_export]
macro_rules! t {
    ($id:expr) => {
        $crate::lang::tr($id, None)
    };
    ($id:expr, $($k:ident = $v:expr),+ $(,)?) => {{
        let mut args = $crate::lang::FluentArgs::new();
        $( args.set(stringify!($k), $crate::lang::Arg::arg($v)); )+
        $crate::lang::tr($id, Some(&args))
    }};
}

#[cfg(test)]
mod tests;
