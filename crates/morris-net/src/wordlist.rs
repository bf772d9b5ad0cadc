//! The 256 words of a code: short, common English words, easy to say over the phone and to
//! spell, none twice. Two of them make 16 bits, which an attacker must guess online, one try per
//! connection, with at most three wrong tries before the host spends the code.

/// The words, in alphabetical order (a binary search finds one).
pub const WORDS: [&str; 256] = [
    "acorn", "actor", "agent", "alarm", "album", "alley", "amber", "angel", "ankle", "apple",
    "apron", "arrow", "atlas", "attic", "autumn", "award", "bacon", "badge", "bagel", "baker",
    "bamboo", "banjo", "barn", "basket", "beach", "beard", "beaver", "bell", "bench", "berry",
    "bicycle", "bird", "biscuit", "blanket", "blossom", "boat", "bonnet", "book", "bottle",
    "bracelet", "branch", "bread", "brick", "bridge", "broom", "bubble", "bucket", "butter",
    "button", "cabin", "cactus", "camel", "camera", "candle", "canoe", "canyon", "carpet",
    "carrot", "castle", "cherry", "chess", "cider", "circus", "cloud", "clover", "coconut",
    "comet", "cookie", "copper", "cotton", "cowboy", "crayon", "cricket", "crystal", "cup",
    "curtain", "daisy", "dancer", "desert", "diamond", "dinner", "doctor", "dolphin", "donkey",
    "dragon", "dream", "drum", "eagle", "earth", "easel", "echo", "elbow", "elephant", "engine",
    "falcon", "farmer", "feather", "fiddle", "finger", "fire", "flag", "flute", "forest", "fossil",
    "fountain", "fox", "garden", "garlic", "giant", "ginger", "glove", "goat", "grape", "guitar",
    "hammer", "harbor", "harvest", "hat", "hazel", "helmet", "hero", "honey", "horse", "hotel",
    "island", "ivory", "jacket", "jelly", "jigsaw", "jungle", "kettle", "kitten", "kiwi", "ladder",
    "lake", "lamp", "lemon", "letter", "lily", "lion", "lizard", "lobster", "magnet", "mango",
    "maple", "marble", "meadow", "melon", "mirror", "monkey", "moon", "mountain", "muffin",
    "mushroom", "napkin", "nectar", "needle", "nest", "noodle", "nut", "oak", "ocean", "olive",
    "onion", "orange", "otter", "owl", "paddle", "palace", "panda", "paper", "parrot", "peach",
    "peanut", "pearl", "pebble", "pencil", "pepper", "piano", "pickle", "pigeon", "pillow",
    "pilot", "pine", "pirate", "planet", "plum", "pocket", "pony", "potato", "pumpkin", "puppy",
    "purple", "puzzle", "quilt", "rabbit", "radio", "rainbow", "raven", "ribbon", "river", "robin",
    "rocket", "rose", "ruby", "saddle", "sailor", "salad", "salmon", "sandal", "sausage", "scarf",
    "seal", "shadow", "shell", "ship", "silver", "singer", "sky", "snail", "snow", "socks",
    "spider", "spoon", "squirrel", "star", "stone", "sugar", "summer", "sun", "swan", "table",
    "tiger", "timber", "toast", "tomato", "tractor", "train", "tulip", "turtle", "umbrella",
    "valley", "velvet", "violin", "wagon", "walnut", "water", "whale", "wheel", "window", "winter",
    "wizard", "wolf", "yogurt", "zebra", "zipper",
];
