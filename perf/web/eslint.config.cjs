// ESLint for the dashboard's scripts (perf/web/*.js), run by `make lint`
// (scripts/lint.sh). ESLint and these packages are the devDependencies of
// package.json, installed by scripts/npm-deps.sh into its cache directory,
// not next to this file: lint.sh sets NODE_PATH to that node_modules, which
// require() (unlike an ES module's import) honours, hence CommonJS here.
// The rules: ESLint's recommended set (likely bugs: undefined or unused
// names, unreachable code, duplicate keys, ...). The pages are ES modules
// loaded by the browser (<script type="module">), with its globals.
const js = require('@eslint/js');
const globals = require('globals');

module.exports = [
    js.configs.recommended,
    {
        files: ['*.js'],
        languageOptions: {
            ecmaVersion: 2022,
            sourceType: 'module',
            globals: globals.browser,
        },
    },
];
