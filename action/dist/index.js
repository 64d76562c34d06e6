import { createRequire as __ckCreateRequire } from 'node:module';
const require = __ckCreateRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x, {
  get: (a, b) => (typeof require !== "undefined" ? require : a)[b]
}) : x)(function(x) {
  if (typeof require !== "undefined") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x + '" is not supported');
});
var __commonJS = (cb, mod) => function __require2() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// node_modules/ajv/dist/compile/codegen/code.js
var require_code = __commonJS({
  "node_modules/ajv/dist/compile/codegen/code.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.regexpCode = exports.getEsmExportName = exports.getProperty = exports.safeStringify = exports.stringify = exports.strConcat = exports.addCodeArg = exports.str = exports._ = exports.nil = exports._Code = exports.Name = exports.IDENTIFIER = exports._CodeOrName = void 0;
    var _CodeOrName = class {
    };
    exports._CodeOrName = _CodeOrName;
    exports.IDENTIFIER = /^[a-z$_][a-z$_0-9]*$/i;
    var Name = class extends _CodeOrName {
      constructor(s) {
        super();
        if (!exports.IDENTIFIER.test(s))
          throw new Error("CodeGen: name must be a valid identifier");
        this.str = s;
      }
      toString() {
        return this.str;
      }
      emptyStr() {
        return false;
      }
      get names() {
        return { [this.str]: 1 };
      }
    };
    exports.Name = Name;
    var _Code = class extends _CodeOrName {
      constructor(code) {
        super();
        this._items = typeof code === "string" ? [code] : code;
      }
      toString() {
        return this.str;
      }
      emptyStr() {
        if (this._items.length > 1)
          return false;
        const item = this._items[0];
        return item === "" || item === '""';
      }
      get str() {
        var _a;
        return (_a = this._str) !== null && _a !== void 0 ? _a : this._str = this._items.reduce((s, c) => `${s}${c}`, "");
      }
      get names() {
        var _a;
        return (_a = this._names) !== null && _a !== void 0 ? _a : this._names = this._items.reduce((names, c) => {
          if (c instanceof Name)
            names[c.str] = (names[c.str] || 0) + 1;
          return names;
        }, {});
      }
    };
    exports._Code = _Code;
    exports.nil = new _Code("");
    function _(strs, ...args) {
      const code = [strs[0]];
      let i = 0;
      while (i < args.length) {
        addCodeArg(code, args[i]);
        code.push(strs[++i]);
      }
      return new _Code(code);
    }
    exports._ = _;
    var plus = new _Code("+");
    function str(strs, ...args) {
      const expr = [safeStringify(strs[0])];
      let i = 0;
      while (i < args.length) {
        expr.push(plus);
        addCodeArg(expr, args[i]);
        expr.push(plus, safeStringify(strs[++i]));
      }
      optimize(expr);
      return new _Code(expr);
    }
    exports.str = str;
    function addCodeArg(code, arg) {
      if (arg instanceof _Code)
        code.push(...arg._items);
      else if (arg instanceof Name)
        code.push(arg);
      else
        code.push(interpolate(arg));
    }
    exports.addCodeArg = addCodeArg;
    function optimize(expr) {
      let i = 1;
      while (i < expr.length - 1) {
        if (expr[i] === plus) {
          const res = mergeExprItems(expr[i - 1], expr[i + 1]);
          if (res !== void 0) {
            expr.splice(i - 1, 3, res);
            continue;
          }
          expr[i++] = "+";
        }
        i++;
      }
    }
    function mergeExprItems(a, b) {
      if (b === '""')
        return a;
      if (a === '""')
        return b;
      if (typeof a == "string") {
        if (b instanceof Name || a[a.length - 1] !== '"')
          return;
        if (typeof b != "string")
          return `${a.slice(0, -1)}${b}"`;
        if (b[0] === '"')
          return a.slice(0, -1) + b.slice(1);
        return;
      }
      if (typeof b == "string" && b[0] === '"' && !(a instanceof Name))
        return `"${a}${b.slice(1)}`;
      return;
    }
    function strConcat(c1, c2) {
      return c2.emptyStr() ? c1 : c1.emptyStr() ? c2 : str`${c1}${c2}`;
    }
    exports.strConcat = strConcat;
    function interpolate(x) {
      return typeof x == "number" || typeof x == "boolean" || x === null ? x : safeStringify(Array.isArray(x) ? x.join(",") : x);
    }
    function stringify(x) {
      return new _Code(safeStringify(x));
    }
    exports.stringify = stringify;
    function safeStringify(x) {
      return JSON.stringify(x).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
    }
    exports.safeStringify = safeStringify;
    function getProperty(key) {
      return typeof key == "string" && exports.IDENTIFIER.test(key) ? new _Code(`.${key}`) : _`[${key}]`;
    }
    exports.getProperty = getProperty;
    function getEsmExportName(key) {
      if (typeof key == "string" && exports.IDENTIFIER.test(key)) {
        return new _Code(`${key}`);
      }
      throw new Error(`CodeGen: invalid export name: ${key}, use explicit $id name mapping`);
    }
    exports.getEsmExportName = getEsmExportName;
    function regexpCode(rx) {
      return new _Code(rx.toString());
    }
    exports.regexpCode = regexpCode;
  }
});

// node_modules/ajv/dist/compile/codegen/scope.js
var require_scope = __commonJS({
  "node_modules/ajv/dist/compile/codegen/scope.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.ValueScope = exports.ValueScopeName = exports.Scope = exports.varKinds = exports.UsedValueState = void 0;
    var code_1 = require_code();
    var ValueError = class extends Error {
      constructor(name) {
        super(`CodeGen: "code" for ${name} not defined`);
        this.value = name.value;
      }
    };
    var UsedValueState;
    (function(UsedValueState2) {
      UsedValueState2[UsedValueState2["Started"] = 0] = "Started";
      UsedValueState2[UsedValueState2["Completed"] = 1] = "Completed";
    })(UsedValueState || (exports.UsedValueState = UsedValueState = {}));
    exports.varKinds = {
      const: new code_1.Name("const"),
      let: new code_1.Name("let"),
      var: new code_1.Name("var")
    };
    var Scope = class {
      constructor({ prefixes, parent } = {}) {
        this._names = {};
        this._prefixes = prefixes;
        this._parent = parent;
      }
      toName(nameOrPrefix) {
        return nameOrPrefix instanceof code_1.Name ? nameOrPrefix : this.name(nameOrPrefix);
      }
      name(prefix) {
        return new code_1.Name(this._newName(prefix));
      }
      _newName(prefix) {
        const ng = this._names[prefix] || this._nameGroup(prefix);
        return `${prefix}${ng.index++}`;
      }
      _nameGroup(prefix) {
        var _a, _b;
        if (((_b = (_a = this._parent) === null || _a === void 0 ? void 0 : _a._prefixes) === null || _b === void 0 ? void 0 : _b.has(prefix)) || this._prefixes && !this._prefixes.has(prefix)) {
          throw new Error(`CodeGen: prefix "${prefix}" is not allowed in this scope`);
        }
        return this._names[prefix] = { prefix, index: 0 };
      }
    };
    exports.Scope = Scope;
    var ValueScopeName = class extends code_1.Name {
      constructor(prefix, nameStr) {
        super(nameStr);
        this.prefix = prefix;
      }
      setValue(value, { property, itemIndex }) {
        this.value = value;
        this.scopePath = (0, code_1._)`.${new code_1.Name(property)}[${itemIndex}]`;
      }
    };
    exports.ValueScopeName = ValueScopeName;
    var line2 = (0, code_1._)`\n`;
    var ValueScope = class extends Scope {
      constructor(opts) {
        super(opts);
        this._values = {};
        this._scope = opts.scope;
        this.opts = { ...opts, _n: opts.lines ? line2 : code_1.nil };
      }
      get() {
        return this._scope;
      }
      name(prefix) {
        return new ValueScopeName(prefix, this._newName(prefix));
      }
      value(nameOrPrefix, value) {
        var _a;
        if (value.ref === void 0)
          throw new Error("CodeGen: ref must be passed in value");
        const name = this.toName(nameOrPrefix);
        const { prefix } = name;
        const valueKey = (_a = value.key) !== null && _a !== void 0 ? _a : value.ref;
        let vs = this._values[prefix];
        if (vs) {
          const _name = vs.get(valueKey);
          if (_name)
            return _name;
        } else {
          vs = this._values[prefix] = /* @__PURE__ */ new Map();
        }
        vs.set(valueKey, name);
        const s = this._scope[prefix] || (this._scope[prefix] = []);
        const itemIndex = s.length;
        s[itemIndex] = value.ref;
        name.setValue(value, { property: prefix, itemIndex });
        return name;
      }
      getValue(prefix, keyOrRef) {
        const vs = this._values[prefix];
        if (!vs)
          return;
        return vs.get(keyOrRef);
      }
      scopeRefs(scopeName, values2 = this._values) {
        return this._reduceValues(values2, (name) => {
          if (name.scopePath === void 0)
            throw new Error(`CodeGen: name "${name}" has no value`);
          return (0, code_1._)`${scopeName}${name.scopePath}`;
        });
      }
      scopeCode(values2 = this._values, usedValues, getCode) {
        return this._reduceValues(values2, (name) => {
          if (name.value === void 0)
            throw new Error(`CodeGen: name "${name}" has no value`);
          return name.value.code;
        }, usedValues, getCode);
      }
      _reduceValues(values2, valueCode, usedValues = {}, getCode) {
        let code = code_1.nil;
        for (const prefix in values2) {
          const vs = values2[prefix];
          if (!vs)
            continue;
          const nameSet = usedValues[prefix] = usedValues[prefix] || /* @__PURE__ */ new Map();
          vs.forEach((name) => {
            if (nameSet.has(name))
              return;
            nameSet.set(name, UsedValueState.Started);
            let c = valueCode(name);
            if (c) {
              const def = this.opts.es5 ? exports.varKinds.var : exports.varKinds.const;
              code = (0, code_1._)`${code}${def} ${name} = ${c};${this.opts._n}`;
            } else if (c = getCode === null || getCode === void 0 ? void 0 : getCode(name)) {
              code = (0, code_1._)`${code}${c}${this.opts._n}`;
            } else {
              throw new ValueError(name);
            }
            nameSet.set(name, UsedValueState.Completed);
          });
        }
        return code;
      }
    };
    exports.ValueScope = ValueScope;
  }
});

// node_modules/ajv/dist/compile/codegen/index.js
var require_codegen = __commonJS({
  "node_modules/ajv/dist/compile/codegen/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.or = exports.and = exports.not = exports.CodeGen = exports.operators = exports.varKinds = exports.ValueScopeName = exports.ValueScope = exports.Scope = exports.Name = exports.regexpCode = exports.stringify = exports.getProperty = exports.nil = exports.strConcat = exports.str = exports._ = void 0;
    var code_1 = require_code();
    var scope_1 = require_scope();
    var code_2 = require_code();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return code_2._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return code_2.str;
    } });
    Object.defineProperty(exports, "strConcat", { enumerable: true, get: function() {
      return code_2.strConcat;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return code_2.nil;
    } });
    Object.defineProperty(exports, "getProperty", { enumerable: true, get: function() {
      return code_2.getProperty;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return code_2.stringify;
    } });
    Object.defineProperty(exports, "regexpCode", { enumerable: true, get: function() {
      return code_2.regexpCode;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return code_2.Name;
    } });
    var scope_2 = require_scope();
    Object.defineProperty(exports, "Scope", { enumerable: true, get: function() {
      return scope_2.Scope;
    } });
    Object.defineProperty(exports, "ValueScope", { enumerable: true, get: function() {
      return scope_2.ValueScope;
    } });
    Object.defineProperty(exports, "ValueScopeName", { enumerable: true, get: function() {
      return scope_2.ValueScopeName;
    } });
    Object.defineProperty(exports, "varKinds", { enumerable: true, get: function() {
      return scope_2.varKinds;
    } });
    exports.operators = {
      GT: new code_1._Code(">"),
      GTE: new code_1._Code(">="),
      LT: new code_1._Code("<"),
      LTE: new code_1._Code("<="),
      EQ: new code_1._Code("==="),
      NEQ: new code_1._Code("!=="),
      NOT: new code_1._Code("!"),
      OR: new code_1._Code("||"),
      AND: new code_1._Code("&&"),
      ADD: new code_1._Code("+")
    };
    var Node = class {
      optimizeNodes() {
        return this;
      }
      optimizeNames(_names, _constants) {
        return this;
      }
    };
    var Def = class extends Node {
      constructor(varKind, name, rhs) {
        super();
        this.varKind = varKind;
        this.name = name;
        this.rhs = rhs;
      }
      render({ es5, _n }) {
        const varKind = es5 ? scope_1.varKinds.var : this.varKind;
        const rhs = this.rhs === void 0 ? "" : ` = ${this.rhs}`;
        return `${varKind} ${this.name}${rhs};` + _n;
      }
      optimizeNames(names, constants2) {
        if (!names[this.name.str])
          return;
        if (this.rhs)
          this.rhs = optimizeExpr(this.rhs, names, constants2);
        return this;
      }
      get names() {
        return this.rhs instanceof code_1._CodeOrName ? this.rhs.names : {};
      }
    };
    var Assign = class extends Node {
      constructor(lhs, rhs, sideEffects) {
        super();
        this.lhs = lhs;
        this.rhs = rhs;
        this.sideEffects = sideEffects;
      }
      render({ _n }) {
        return `${this.lhs} = ${this.rhs};` + _n;
      }
      optimizeNames(names, constants2) {
        if (this.lhs instanceof code_1.Name && !names[this.lhs.str] && !this.sideEffects)
          return;
        this.rhs = optimizeExpr(this.rhs, names, constants2);
        return this;
      }
      get names() {
        const names = this.lhs instanceof code_1.Name ? {} : { ...this.lhs.names };
        return addExprNames(names, this.rhs);
      }
    };
    var AssignOp = class extends Assign {
      constructor(lhs, op, rhs, sideEffects) {
        super(lhs, rhs, sideEffects);
        this.op = op;
      }
      render({ _n }) {
        return `${this.lhs} ${this.op}= ${this.rhs};` + _n;
      }
    };
    var Label = class extends Node {
      constructor(label) {
        super();
        this.label = label;
        this.names = {};
      }
      render({ _n }) {
        return `${this.label}:` + _n;
      }
    };
    var Break = class extends Node {
      constructor(label) {
        super();
        this.label = label;
        this.names = {};
      }
      render({ _n }) {
        const label = this.label ? ` ${this.label}` : "";
        return `break${label};` + _n;
      }
    };
    var Throw = class extends Node {
      constructor(error) {
        super();
        this.error = error;
      }
      render({ _n }) {
        return `throw ${this.error};` + _n;
      }
      get names() {
        return this.error.names;
      }
    };
    var AnyCode = class extends Node {
      constructor(code) {
        super();
        this.code = code;
      }
      render({ _n }) {
        return `${this.code};` + _n;
      }
      optimizeNodes() {
        return `${this.code}` ? this : void 0;
      }
      optimizeNames(names, constants2) {
        this.code = optimizeExpr(this.code, names, constants2);
        return this;
      }
      get names() {
        return this.code instanceof code_1._CodeOrName ? this.code.names : {};
      }
    };
    var ParentNode = class extends Node {
      constructor(nodes = []) {
        super();
        this.nodes = nodes;
      }
      render(opts) {
        return this.nodes.reduce((code, n) => code + n.render(opts), "");
      }
      optimizeNodes() {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
          const n = nodes[i].optimizeNodes();
          if (Array.isArray(n))
            nodes.splice(i, 1, ...n);
          else if (n)
            nodes[i] = n;
          else
            nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : void 0;
      }
      optimizeNames(names, constants2) {
        const { nodes } = this;
        let i = nodes.length;
        while (i--) {
          const n = nodes[i];
          if (n.optimizeNames(names, constants2))
            continue;
          subtractNames(names, n.names);
          nodes.splice(i, 1);
        }
        return nodes.length > 0 ? this : void 0;
      }
      get names() {
        return this.nodes.reduce((names, n) => addNames(names, n.names), {});
      }
    };
    var BlockNode = class extends ParentNode {
      render(opts) {
        return "{" + opts._n + super.render(opts) + "}" + opts._n;
      }
    };
    var Root = class extends ParentNode {
    };
    var Else = class extends BlockNode {
    };
    Else.kind = "else";
    var If = class _If extends BlockNode {
      constructor(condition, nodes) {
        super(nodes);
        this.condition = condition;
      }
      render(opts) {
        let code = `if(${this.condition})` + super.render(opts);
        if (this.else)
          code += "else " + this.else.render(opts);
        return code;
      }
      optimizeNodes() {
        super.optimizeNodes();
        const cond = this.condition;
        if (cond === true)
          return this.nodes;
        let e = this.else;
        if (e) {
          const ns = e.optimizeNodes();
          e = this.else = Array.isArray(ns) ? new Else(ns) : ns;
        }
        if (e) {
          if (cond === false)
            return e instanceof _If ? e : e.nodes;
          if (this.nodes.length)
            return this;
          return new _If(not(cond), e instanceof _If ? [e] : e.nodes);
        }
        if (cond === false || !this.nodes.length)
          return void 0;
        return this;
      }
      optimizeNames(names, constants2) {
        var _a;
        this.else = (_a = this.else) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants2);
        if (!(super.optimizeNames(names, constants2) || this.else))
          return;
        this.condition = optimizeExpr(this.condition, names, constants2);
        return this;
      }
      get names() {
        const names = super.names;
        addExprNames(names, this.condition);
        if (this.else)
          addNames(names, this.else.names);
        return names;
      }
    };
    If.kind = "if";
    var For = class extends BlockNode {
    };
    For.kind = "for";
    var ForLoop = class extends For {
      constructor(iteration) {
        super();
        this.iteration = iteration;
      }
      render(opts) {
        return `for(${this.iteration})` + super.render(opts);
      }
      optimizeNames(names, constants2) {
        if (!super.optimizeNames(names, constants2))
          return;
        this.iteration = optimizeExpr(this.iteration, names, constants2);
        return this;
      }
      get names() {
        return addNames(super.names, this.iteration.names);
      }
    };
    var ForRange = class extends For {
      constructor(varKind, name, from, to) {
        super();
        this.varKind = varKind;
        this.name = name;
        this.from = from;
        this.to = to;
      }
      render(opts) {
        const varKind = opts.es5 ? scope_1.varKinds.var : this.varKind;
        const { name, from, to } = this;
        return `for(${varKind} ${name}=${from}; ${name}<${to}; ${name}++)` + super.render(opts);
      }
      get names() {
        const names = addExprNames(super.names, this.from);
        return addExprNames(names, this.to);
      }
    };
    var ForIter = class extends For {
      constructor(loop, varKind, name, iterable) {
        super();
        this.loop = loop;
        this.varKind = varKind;
        this.name = name;
        this.iterable = iterable;
      }
      render(opts) {
        return `for(${this.varKind} ${this.name} ${this.loop} ${this.iterable})` + super.render(opts);
      }
      optimizeNames(names, constants2) {
        if (!super.optimizeNames(names, constants2))
          return;
        this.iterable = optimizeExpr(this.iterable, names, constants2);
        return this;
      }
      get names() {
        return addNames(super.names, this.iterable.names);
      }
    };
    var Func = class extends BlockNode {
      constructor(name, args, async) {
        super();
        this.name = name;
        this.args = args;
        this.async = async;
      }
      render(opts) {
        const _async = this.async ? "async " : "";
        return `${_async}function ${this.name}(${this.args})` + super.render(opts);
      }
    };
    Func.kind = "func";
    var Return = class extends ParentNode {
      render(opts) {
        return "return " + super.render(opts);
      }
    };
    Return.kind = "return";
    var Try = class extends BlockNode {
      render(opts) {
        let code = "try" + super.render(opts);
        if (this.catch)
          code += this.catch.render(opts);
        if (this.finally)
          code += this.finally.render(opts);
        return code;
      }
      optimizeNodes() {
        var _a, _b;
        super.optimizeNodes();
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNodes();
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNodes();
        return this;
      }
      optimizeNames(names, constants2) {
        var _a, _b;
        super.optimizeNames(names, constants2);
        (_a = this.catch) === null || _a === void 0 ? void 0 : _a.optimizeNames(names, constants2);
        (_b = this.finally) === null || _b === void 0 ? void 0 : _b.optimizeNames(names, constants2);
        return this;
      }
      get names() {
        const names = super.names;
        if (this.catch)
          addNames(names, this.catch.names);
        if (this.finally)
          addNames(names, this.finally.names);
        return names;
      }
    };
    var Catch = class extends BlockNode {
      constructor(error) {
        super();
        this.error = error;
      }
      render(opts) {
        return `catch(${this.error})` + super.render(opts);
      }
    };
    Catch.kind = "catch";
    var Finally = class extends BlockNode {
      render(opts) {
        return "finally" + super.render(opts);
      }
    };
    Finally.kind = "finally";
    var CodeGen = class {
      constructor(extScope, opts = {}) {
        this._values = {};
        this._blockStarts = [];
        this._constants = {};
        this.opts = { ...opts, _n: opts.lines ? "\n" : "" };
        this._extScope = extScope;
        this._scope = new scope_1.Scope({ parent: extScope });
        this._nodes = [new Root()];
      }
      toString() {
        return this._root.render(this.opts);
      }
      // returns unique name in the internal scope
      name(prefix) {
        return this._scope.name(prefix);
      }
      // reserves unique name in the external scope
      scopeName(prefix) {
        return this._extScope.name(prefix);
      }
      // reserves unique name in the external scope and assigns value to it
      scopeValue(prefixOrName, value) {
        const name = this._extScope.value(prefixOrName, value);
        const vs = this._values[name.prefix] || (this._values[name.prefix] = /* @__PURE__ */ new Set());
        vs.add(name);
        return name;
      }
      getScopeValue(prefix, keyOrRef) {
        return this._extScope.getValue(prefix, keyOrRef);
      }
      // return code that assigns values in the external scope to the names that are used internally
      // (same names that were returned by gen.scopeName or gen.scopeValue)
      scopeRefs(scopeName) {
        return this._extScope.scopeRefs(scopeName, this._values);
      }
      scopeCode() {
        return this._extScope.scopeCode(this._values);
      }
      _def(varKind, nameOrPrefix, rhs, constant) {
        const name = this._scope.toName(nameOrPrefix);
        if (rhs !== void 0 && constant)
          this._constants[name.str] = rhs;
        this._leafNode(new Def(varKind, name, rhs));
        return name;
      }
      // `const` declaration (`var` in es5 mode)
      const(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.const, nameOrPrefix, rhs, _constant);
      }
      // `let` declaration with optional assignment (`var` in es5 mode)
      let(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.let, nameOrPrefix, rhs, _constant);
      }
      // `var` declaration with optional assignment
      var(nameOrPrefix, rhs, _constant) {
        return this._def(scope_1.varKinds.var, nameOrPrefix, rhs, _constant);
      }
      // assignment code
      assign(lhs, rhs, sideEffects) {
        return this._leafNode(new Assign(lhs, rhs, sideEffects));
      }
      // `+=` code
      add(lhs, rhs) {
        return this._leafNode(new AssignOp(lhs, exports.operators.ADD, rhs));
      }
      // appends passed SafeExpr to code or executes Block
      code(c) {
        if (typeof c == "function")
          c();
        else if (c !== code_1.nil)
          this._leafNode(new AnyCode(c));
        return this;
      }
      // returns code for object literal for the passed argument list of key-value pairs
      object(...keyValues) {
        const code = ["{"];
        for (const [key, value] of keyValues) {
          if (code.length > 1)
            code.push(",");
          code.push(key);
          if (key !== value || this.opts.es5) {
            code.push(":");
            (0, code_1.addCodeArg)(code, value);
          }
        }
        code.push("}");
        return new code_1._Code(code);
      }
      // `if` clause (or statement if `thenBody` and, optionally, `elseBody` are passed)
      if(condition, thenBody, elseBody) {
        this._blockNode(new If(condition));
        if (thenBody && elseBody) {
          this.code(thenBody).else().code(elseBody).endIf();
        } else if (thenBody) {
          this.code(thenBody).endIf();
        } else if (elseBody) {
          throw new Error('CodeGen: "else" body without "then" body');
        }
        return this;
      }
      // `else if` clause - invalid without `if` or after `else` clauses
      elseIf(condition) {
        return this._elseNode(new If(condition));
      }
      // `else` clause - only valid after `if` or `else if` clauses
      else() {
        return this._elseNode(new Else());
      }
      // end `if` statement (needed if gen.if was used only with condition)
      endIf() {
        return this._endBlockNode(If, Else);
      }
      _for(node, forBody) {
        this._blockNode(node);
        if (forBody)
          this.code(forBody).endFor();
        return this;
      }
      // a generic `for` clause (or statement if `forBody` is passed)
      for(iteration, forBody) {
        return this._for(new ForLoop(iteration), forBody);
      }
      // `for` statement for a range of values
      forRange(nameOrPrefix, from, to, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.let) {
        const name = this._scope.toName(nameOrPrefix);
        return this._for(new ForRange(varKind, name, from, to), () => forBody(name));
      }
      // `for-of` statement (in es5 mode replace with a normal for loop)
      forOf(nameOrPrefix, iterable, forBody, varKind = scope_1.varKinds.const) {
        const name = this._scope.toName(nameOrPrefix);
        if (this.opts.es5) {
          const arr = iterable instanceof code_1.Name ? iterable : this.var("_arr", iterable);
          return this.forRange("_i", 0, (0, code_1._)`${arr}.length`, (i) => {
            this.var(name, (0, code_1._)`${arr}[${i}]`);
            forBody(name);
          });
        }
        return this._for(new ForIter("of", varKind, name, iterable), () => forBody(name));
      }
      // `for-in` statement.
      // With option `ownProperties` replaced with a `for-of` loop for object keys
      forIn(nameOrPrefix, obj, forBody, varKind = this.opts.es5 ? scope_1.varKinds.var : scope_1.varKinds.const) {
        if (this.opts.ownProperties) {
          return this.forOf(nameOrPrefix, (0, code_1._)`Object.keys(${obj})`, forBody);
        }
        const name = this._scope.toName(nameOrPrefix);
        return this._for(new ForIter("in", varKind, name, obj), () => forBody(name));
      }
      // end `for` loop
      endFor() {
        return this._endBlockNode(For);
      }
      // `label` statement
      label(label) {
        return this._leafNode(new Label(label));
      }
      // `break` statement
      break(label) {
        return this._leafNode(new Break(label));
      }
      // `return` statement
      return(value) {
        const node = new Return();
        this._blockNode(node);
        this.code(value);
        if (node.nodes.length !== 1)
          throw new Error('CodeGen: "return" should have one node');
        return this._endBlockNode(Return);
      }
      // `try` statement
      try(tryBody, catchCode, finallyCode) {
        if (!catchCode && !finallyCode)
          throw new Error('CodeGen: "try" without "catch" and "finally"');
        const node = new Try();
        this._blockNode(node);
        this.code(tryBody);
        if (catchCode) {
          const error = this.name("e");
          this._currNode = node.catch = new Catch(error);
          catchCode(error);
        }
        if (finallyCode) {
          this._currNode = node.finally = new Finally();
          this.code(finallyCode);
        }
        return this._endBlockNode(Catch, Finally);
      }
      // `throw` statement
      throw(error) {
        return this._leafNode(new Throw(error));
      }
      // start self-balancing block
      block(body, nodeCount) {
        this._blockStarts.push(this._nodes.length);
        if (body)
          this.code(body).endBlock(nodeCount);
        return this;
      }
      // end the current self-balancing block
      endBlock(nodeCount) {
        const len = this._blockStarts.pop();
        if (len === void 0)
          throw new Error("CodeGen: not in self-balancing block");
        const toClose = this._nodes.length - len;
        if (toClose < 0 || nodeCount !== void 0 && toClose !== nodeCount) {
          throw new Error(`CodeGen: wrong number of nodes: ${toClose} vs ${nodeCount} expected`);
        }
        this._nodes.length = len;
        return this;
      }
      // `function` heading (or definition if funcBody is passed)
      func(name, args = code_1.nil, async, funcBody) {
        this._blockNode(new Func(name, args, async));
        if (funcBody)
          this.code(funcBody).endFunc();
        return this;
      }
      // end function definition
      endFunc() {
        return this._endBlockNode(Func);
      }
      optimize(n = 1) {
        while (n-- > 0) {
          this._root.optimizeNodes();
          this._root.optimizeNames(this._root.names, this._constants);
        }
      }
      _leafNode(node) {
        this._currNode.nodes.push(node);
        return this;
      }
      _blockNode(node) {
        this._currNode.nodes.push(node);
        this._nodes.push(node);
      }
      _endBlockNode(N1, N2) {
        const n = this._currNode;
        if (n instanceof N1 || N2 && n instanceof N2) {
          this._nodes.pop();
          return this;
        }
        throw new Error(`CodeGen: not in block "${N2 ? `${N1.kind}/${N2.kind}` : N1.kind}"`);
      }
      _elseNode(node) {
        const n = this._currNode;
        if (!(n instanceof If)) {
          throw new Error('CodeGen: "else" without "if"');
        }
        this._currNode = n.else = node;
        return this;
      }
      get _root() {
        return this._nodes[0];
      }
      get _currNode() {
        const ns = this._nodes;
        return ns[ns.length - 1];
      }
      set _currNode(node) {
        const ns = this._nodes;
        ns[ns.length - 1] = node;
      }
    };
    exports.CodeGen = CodeGen;
    function addNames(names, from) {
      for (const n in from)
        names[n] = (names[n] || 0) + (from[n] || 0);
      return names;
    }
    function addExprNames(names, from) {
      return from instanceof code_1._CodeOrName ? addNames(names, from.names) : names;
    }
    function optimizeExpr(expr, names, constants2) {
      if (expr instanceof code_1.Name)
        return replaceName(expr);
      if (!canOptimize(expr))
        return expr;
      return new code_1._Code(expr._items.reduce((items2, c) => {
        if (c instanceof code_1.Name)
          c = replaceName(c);
        if (c instanceof code_1._Code)
          items2.push(...c._items);
        else
          items2.push(c);
        return items2;
      }, []));
      function replaceName(n) {
        const c = constants2[n.str];
        if (c === void 0 || names[n.str] !== 1)
          return n;
        delete names[n.str];
        return c;
      }
      function canOptimize(e) {
        return e instanceof code_1._Code && e._items.some((c) => c instanceof code_1.Name && names[c.str] === 1 && constants2[c.str] !== void 0);
      }
    }
    function subtractNames(names, from) {
      for (const n in from)
        names[n] = (names[n] || 0) - (from[n] || 0);
    }
    function not(x) {
      return typeof x == "boolean" || typeof x == "number" || x === null ? !x : (0, code_1._)`!${par(x)}`;
    }
    exports.not = not;
    var andCode = mappend(exports.operators.AND);
    function and(...args) {
      return args.reduce(andCode);
    }
    exports.and = and;
    var orCode = mappend(exports.operators.OR);
    function or(...args) {
      return args.reduce(orCode);
    }
    exports.or = or;
    function mappend(op) {
      return (x, y) => x === code_1.nil ? y : y === code_1.nil ? x : (0, code_1._)`${par(x)} ${op} ${par(y)}`;
    }
    function par(x) {
      return x instanceof code_1.Name ? x : (0, code_1._)`(${x})`;
    }
  }
});

// node_modules/ajv/dist/compile/util.js
var require_util = __commonJS({
  "node_modules/ajv/dist/compile/util.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.checkStrictMode = exports.getErrorPath = exports.Type = exports.useFunc = exports.setEvaluated = exports.evaluatedPropsToName = exports.mergeEvaluated = exports.eachItem = exports.unescapeJsonPointer = exports.escapeJsonPointer = exports.escapeFragment = exports.unescapeFragment = exports.schemaRefOrVal = exports.schemaHasRulesButRef = exports.schemaHasRules = exports.checkUnknownRules = exports.alwaysValidSchema = exports.toHash = void 0;
    var codegen_1 = require_codegen();
    var code_1 = require_code();
    function toHash(arr) {
      const hash = {};
      for (const item of arr)
        hash[item] = true;
      return hash;
    }
    exports.toHash = toHash;
    function alwaysValidSchema(it, schema) {
      if (typeof schema == "boolean")
        return schema;
      if (Object.keys(schema).length === 0)
        return true;
      checkUnknownRules(it, schema);
      return !schemaHasRules(schema, it.self.RULES.all);
    }
    exports.alwaysValidSchema = alwaysValidSchema;
    function checkUnknownRules(it, schema = it.schema) {
      const { opts, self } = it;
      if (!opts.strictSchema)
        return;
      if (typeof schema === "boolean")
        return;
      const rules = self.RULES.keywords;
      for (const key in schema) {
        if (!rules[key])
          checkStrictMode(it, `unknown keyword: "${key}"`);
      }
    }
    exports.checkUnknownRules = checkUnknownRules;
    function schemaHasRules(schema, rules) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (rules[key])
          return true;
      return false;
    }
    exports.schemaHasRules = schemaHasRules;
    function schemaHasRulesButRef(schema, RULES) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (key !== "$ref" && RULES.all[key])
          return true;
      return false;
    }
    exports.schemaHasRulesButRef = schemaHasRulesButRef;
    function schemaRefOrVal({ topSchemaRef, schemaPath }, schema, keyword, $data) {
      if (!$data) {
        if (typeof schema == "number" || typeof schema == "boolean")
          return schema;
        if (typeof schema == "string")
          return (0, codegen_1._)`${schema}`;
      }
      return (0, codegen_1._)`${topSchemaRef}${schemaPath}${(0, codegen_1.getProperty)(keyword)}`;
    }
    exports.schemaRefOrVal = schemaRefOrVal;
    function unescapeFragment(str) {
      return unescapeJsonPointer(decodeURIComponent(str));
    }
    exports.unescapeFragment = unescapeFragment;
    function escapeFragment(str) {
      return encodeURIComponent(escapeJsonPointer(str));
    }
    exports.escapeFragment = escapeFragment;
    function escapeJsonPointer(str) {
      if (typeof str == "number")
        return `${str}`;
      return str.replace(/~/g, "~0").replace(/\//g, "~1");
    }
    exports.escapeJsonPointer = escapeJsonPointer;
    function unescapeJsonPointer(str) {
      return str.replace(/~1/g, "/").replace(/~0/g, "~");
    }
    exports.unescapeJsonPointer = unescapeJsonPointer;
    function eachItem(xs, f) {
      if (Array.isArray(xs)) {
        for (const x of xs)
          f(x);
      } else {
        f(xs);
      }
    }
    exports.eachItem = eachItem;
    function makeMergeEvaluated({ mergeNames, mergeToName, mergeValues, resultToName }) {
      return (gen, from, to, toName) => {
        const res = to === void 0 ? from : to instanceof codegen_1.Name ? (from instanceof codegen_1.Name ? mergeNames(gen, from, to) : mergeToName(gen, from, to), to) : from instanceof codegen_1.Name ? (mergeToName(gen, to, from), from) : mergeValues(from, to);
        return toName === codegen_1.Name && !(res instanceof codegen_1.Name) ? resultToName(gen, res) : res;
      };
    }
    exports.mergeEvaluated = {
      props: makeMergeEvaluated({
        mergeNames: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true && ${from} !== undefined`, () => {
          gen.if((0, codegen_1._)`${from} === true`, () => gen.assign(to, true), () => gen.assign(to, (0, codegen_1._)`${to} || {}`).code((0, codegen_1._)`Object.assign(${to}, ${from})`));
        }),
        mergeToName: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true`, () => {
          if (from === true) {
            gen.assign(to, true);
          } else {
            gen.assign(to, (0, codegen_1._)`${to} || {}`);
            setEvaluated(gen, to, from);
          }
        }),
        mergeValues: (from, to) => from === true ? true : { ...from, ...to },
        resultToName: evaluatedPropsToName
      }),
      items: makeMergeEvaluated({
        mergeNames: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true && ${from} !== undefined`, () => gen.assign(to, (0, codegen_1._)`${from} === true ? true : ${to} > ${from} ? ${to} : ${from}`)),
        mergeToName: (gen, from, to) => gen.if((0, codegen_1._)`${to} !== true`, () => gen.assign(to, from === true ? true : (0, codegen_1._)`${to} > ${from} ? ${to} : ${from}`)),
        mergeValues: (from, to) => from === true ? true : Math.max(from, to),
        resultToName: (gen, items2) => gen.var("items", items2)
      })
    };
    function evaluatedPropsToName(gen, ps) {
      if (ps === true)
        return gen.var("props", true);
      const props = gen.var("props", (0, codegen_1._)`{}`);
      if (ps !== void 0)
        setEvaluated(gen, props, ps);
      return props;
    }
    exports.evaluatedPropsToName = evaluatedPropsToName;
    function setEvaluated(gen, props, ps) {
      Object.keys(ps).forEach((p) => gen.assign((0, codegen_1._)`${props}${(0, codegen_1.getProperty)(p)}`, true));
    }
    exports.setEvaluated = setEvaluated;
    var snippets = {};
    function useFunc(gen, f) {
      return gen.scopeValue("func", {
        ref: f,
        code: snippets[f.code] || (snippets[f.code] = new code_1._Code(f.code))
      });
    }
    exports.useFunc = useFunc;
    var Type;
    (function(Type2) {
      Type2[Type2["Num"] = 0] = "Num";
      Type2[Type2["Str"] = 1] = "Str";
    })(Type || (exports.Type = Type = {}));
    function getErrorPath(dataProp, dataPropType, jsPropertySyntax) {
      if (dataProp instanceof codegen_1.Name) {
        const isNumber = dataPropType === Type.Num;
        return jsPropertySyntax ? isNumber ? (0, codegen_1._)`"[" + ${dataProp} + "]"` : (0, codegen_1._)`"['" + ${dataProp} + "']"` : isNumber ? (0, codegen_1._)`"/" + ${dataProp}` : (0, codegen_1._)`"/" + ${dataProp}.replace(/~/g, "~0").replace(/\\//g, "~1")`;
      }
      return jsPropertySyntax ? (0, codegen_1.getProperty)(dataProp).toString() : "/" + escapeJsonPointer(dataProp);
    }
    exports.getErrorPath = getErrorPath;
    function checkStrictMode(it, msg, mode = it.opts.strictSchema) {
      if (!mode)
        return;
      msg = `strict mode: ${msg}`;
      if (mode === true)
        throw new Error(msg);
      it.self.logger.warn(msg);
    }
    exports.checkStrictMode = checkStrictMode;
  }
});

// node_modules/ajv/dist/compile/names.js
var require_names = __commonJS({
  "node_modules/ajv/dist/compile/names.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var names = {
      // validation function arguments
      data: new codegen_1.Name("data"),
      // data passed to validation function
      // args passed from referencing schema
      valCxt: new codegen_1.Name("valCxt"),
      // validation/data context - should not be used directly, it is destructured to the names below
      instancePath: new codegen_1.Name("instancePath"),
      parentData: new codegen_1.Name("parentData"),
      parentDataProperty: new codegen_1.Name("parentDataProperty"),
      rootData: new codegen_1.Name("rootData"),
      // root data - same as the data passed to the first/top validation function
      dynamicAnchors: new codegen_1.Name("dynamicAnchors"),
      // used to support recursiveRef and dynamicRef
      // function scoped variables
      vErrors: new codegen_1.Name("vErrors"),
      // null or array of validation errors
      errors: new codegen_1.Name("errors"),
      // counter of validation errors
      this: new codegen_1.Name("this"),
      // "globals"
      self: new codegen_1.Name("self"),
      scope: new codegen_1.Name("scope"),
      // JTD serialize/parse name for JSON string and position
      json: new codegen_1.Name("json"),
      jsonPos: new codegen_1.Name("jsonPos"),
      jsonLen: new codegen_1.Name("jsonLen"),
      jsonPart: new codegen_1.Name("jsonPart")
    };
    exports.default = names;
  }
});

// node_modules/ajv/dist/compile/errors.js
var require_errors = __commonJS({
  "node_modules/ajv/dist/compile/errors.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.extendErrors = exports.resetErrorsCount = exports.reportExtraError = exports.reportError = exports.keyword$DataError = exports.keywordError = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    exports.keywordError = {
      message: ({ keyword }) => (0, codegen_1.str)`must pass "${keyword}" keyword validation`
    };
    exports.keyword$DataError = {
      message: ({ keyword, schemaType }) => schemaType ? (0, codegen_1.str)`"${keyword}" keyword must be ${schemaType} ($data)` : (0, codegen_1.str)`"${keyword}" keyword is invalid ($data)`
    };
    function reportError(cxt, error = exports.keywordError, errorPaths, overrideAllErrors) {
      const { it } = cxt;
      const { gen, compositeRule, allErrors } = it;
      const errObj = errorObjectCode(cxt, error, errorPaths);
      if (overrideAllErrors !== null && overrideAllErrors !== void 0 ? overrideAllErrors : compositeRule || allErrors) {
        addError(gen, errObj);
      } else {
        returnErrors(it, (0, codegen_1._)`[${errObj}]`);
      }
    }
    exports.reportError = reportError;
    function reportExtraError(cxt, error = exports.keywordError, errorPaths) {
      const { it } = cxt;
      const { gen, compositeRule, allErrors } = it;
      const errObj = errorObjectCode(cxt, error, errorPaths);
      addError(gen, errObj);
      if (!(compositeRule || allErrors)) {
        returnErrors(it, names_1.default.vErrors);
      }
    }
    exports.reportExtraError = reportExtraError;
    function resetErrorsCount(gen, errsCount) {
      gen.assign(names_1.default.errors, errsCount);
      gen.if((0, codegen_1._)`${names_1.default.vErrors} !== null`, () => gen.if(errsCount, () => gen.assign((0, codegen_1._)`${names_1.default.vErrors}.length`, errsCount), () => gen.assign(names_1.default.vErrors, null)));
    }
    exports.resetErrorsCount = resetErrorsCount;
    function extendErrors({ gen, keyword, schemaValue, data, errsCount, it }) {
      if (errsCount === void 0)
        throw new Error("ajv implementation error");
      const err = gen.name("err");
      gen.forRange("i", errsCount, names_1.default.errors, (i) => {
        gen.const(err, (0, codegen_1._)`${names_1.default.vErrors}[${i}]`);
        gen.if((0, codegen_1._)`${err}.instancePath === undefined`, () => gen.assign((0, codegen_1._)`${err}.instancePath`, (0, codegen_1.strConcat)(names_1.default.instancePath, it.errorPath)));
        gen.assign((0, codegen_1._)`${err}.schemaPath`, (0, codegen_1.str)`${it.errSchemaPath}/${keyword}`);
        if (it.opts.verbose) {
          gen.assign((0, codegen_1._)`${err}.schema`, schemaValue);
          gen.assign((0, codegen_1._)`${err}.data`, data);
        }
      });
    }
    exports.extendErrors = extendErrors;
    function addError(gen, errObj) {
      const err = gen.const("err", errObj);
      gen.if((0, codegen_1._)`${names_1.default.vErrors} === null`, () => gen.assign(names_1.default.vErrors, (0, codegen_1._)`[${err}]`), (0, codegen_1._)`${names_1.default.vErrors}.push(${err})`);
      gen.code((0, codegen_1._)`${names_1.default.errors}++`);
    }
    function returnErrors(it, errs) {
      const { gen, validateName, schemaEnv } = it;
      if (schemaEnv.$async) {
        gen.throw((0, codegen_1._)`new ${it.ValidationError}(${errs})`);
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, errs);
        gen.return(false);
      }
    }
    var E = {
      keyword: new codegen_1.Name("keyword"),
      schemaPath: new codegen_1.Name("schemaPath"),
      // also used in JTD errors
      params: new codegen_1.Name("params"),
      propertyName: new codegen_1.Name("propertyName"),
      message: new codegen_1.Name("message"),
      schema: new codegen_1.Name("schema"),
      parentSchema: new codegen_1.Name("parentSchema")
    };
    function errorObjectCode(cxt, error, errorPaths) {
      const { createErrors } = cxt.it;
      if (createErrors === false)
        return (0, codegen_1._)`{}`;
      return errorObject(cxt, error, errorPaths);
    }
    function errorObject(cxt, error, errorPaths = {}) {
      const { gen, it } = cxt;
      const keyValues = [
        errorInstancePath(it, errorPaths),
        errorSchemaPath(cxt, errorPaths)
      ];
      extraErrorProps(cxt, error, keyValues);
      return gen.object(...keyValues);
    }
    function errorInstancePath({ errorPath }, { instancePath }) {
      const instPath = instancePath ? (0, codegen_1.str)`${errorPath}${(0, util_1.getErrorPath)(instancePath, util_1.Type.Str)}` : errorPath;
      return [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, instPath)];
    }
    function errorSchemaPath({ keyword, it: { errSchemaPath } }, { schemaPath, parentSchema }) {
      let schPath = parentSchema ? errSchemaPath : (0, codegen_1.str)`${errSchemaPath}/${keyword}`;
      if (schemaPath) {
        schPath = (0, codegen_1.str)`${schPath}${(0, util_1.getErrorPath)(schemaPath, util_1.Type.Str)}`;
      }
      return [E.schemaPath, schPath];
    }
    function extraErrorProps(cxt, { params, message }, keyValues) {
      const { keyword, data, schemaValue, it } = cxt;
      const { opts, propertyName, topSchemaRef, schemaPath } = it;
      keyValues.push([E.keyword, keyword], [E.params, typeof params == "function" ? params(cxt) : params || (0, codegen_1._)`{}`]);
      if (opts.messages) {
        keyValues.push([E.message, typeof message == "function" ? message(cxt) : message]);
      }
      if (opts.verbose) {
        keyValues.push([E.schema, schemaValue], [E.parentSchema, (0, codegen_1._)`${topSchemaRef}${schemaPath}`], [names_1.default.data, data]);
      }
      if (propertyName)
        keyValues.push([E.propertyName, propertyName]);
    }
  }
});

// node_modules/ajv/dist/compile/validate/boolSchema.js
var require_boolSchema = __commonJS({
  "node_modules/ajv/dist/compile/validate/boolSchema.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.boolOrEmptySchema = exports.topBoolOrEmptySchema = void 0;
    var errors_1 = require_errors();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var boolError = {
      message: "boolean schema is false"
    };
    function topBoolOrEmptySchema(it) {
      const { gen, schema, validateName } = it;
      if (schema === false) {
        falseSchemaError(it, false);
      } else if (typeof schema == "object" && schema.$async === true) {
        gen.return(names_1.default.data);
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, null);
        gen.return(true);
      }
    }
    exports.topBoolOrEmptySchema = topBoolOrEmptySchema;
    function boolOrEmptySchema(it, valid) {
      const { gen, schema } = it;
      if (schema === false) {
        gen.var(valid, false);
        falseSchemaError(it);
      } else {
        gen.var(valid, true);
      }
    }
    exports.boolOrEmptySchema = boolOrEmptySchema;
    function falseSchemaError(it, overrideAllErrors) {
      const { gen, data } = it;
      const cxt = {
        gen,
        keyword: "false schema",
        data,
        schema: false,
        schemaCode: false,
        schemaValue: false,
        params: {},
        it
      };
      (0, errors_1.reportError)(cxt, boolError, void 0, overrideAllErrors);
    }
  }
});

// node_modules/ajv/dist/compile/rules.js
var require_rules = __commonJS({
  "node_modules/ajv/dist/compile/rules.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getRules = exports.isJSONType = void 0;
    var _jsonTypes = ["string", "number", "integer", "boolean", "null", "object", "array"];
    var jsonTypes = new Set(_jsonTypes);
    function isJSONType(x) {
      return typeof x == "string" && jsonTypes.has(x);
    }
    exports.isJSONType = isJSONType;
    function getRules() {
      const groups = {
        number: { type: "number", rules: [] },
        string: { type: "string", rules: [] },
        array: { type: "array", rules: [] },
        object: { type: "object", rules: [] }
      };
      return {
        types: { ...groups, integer: true, boolean: true, null: true },
        rules: [{ rules: [] }, groups.number, groups.string, groups.array, groups.object],
        post: { rules: [] },
        all: {},
        keywords: {}
      };
    }
    exports.getRules = getRules;
  }
});

// node_modules/ajv/dist/compile/validate/applicability.js
var require_applicability = __commonJS({
  "node_modules/ajv/dist/compile/validate/applicability.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.shouldUseRule = exports.shouldUseGroup = exports.schemaHasRulesForType = void 0;
    function schemaHasRulesForType({ schema, self }, type) {
      const group = self.RULES.types[type];
      return group && group !== true && shouldUseGroup(schema, group);
    }
    exports.schemaHasRulesForType = schemaHasRulesForType;
    function shouldUseGroup(schema, group) {
      return group.rules.some((rule) => shouldUseRule(schema, rule));
    }
    exports.shouldUseGroup = shouldUseGroup;
    function shouldUseRule(schema, rule) {
      var _a;
      return schema[rule.keyword] !== void 0 || ((_a = rule.definition.implements) === null || _a === void 0 ? void 0 : _a.some((kwd) => schema[kwd] !== void 0));
    }
    exports.shouldUseRule = shouldUseRule;
  }
});

// node_modules/ajv/dist/compile/validate/dataType.js
var require_dataType = __commonJS({
  "node_modules/ajv/dist/compile/validate/dataType.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.reportTypeError = exports.checkDataTypes = exports.checkDataType = exports.coerceAndCheckDataType = exports.getJSONTypes = exports.getSchemaTypes = exports.DataType = void 0;
    var rules_1 = require_rules();
    var applicability_1 = require_applicability();
    var errors_1 = require_errors();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var DataType;
    (function(DataType2) {
      DataType2[DataType2["Correct"] = 0] = "Correct";
      DataType2[DataType2["Wrong"] = 1] = "Wrong";
    })(DataType || (exports.DataType = DataType = {}));
    function getSchemaTypes(schema) {
      const types = getJSONTypes(schema.type);
      const hasNull = types.includes("null");
      if (hasNull) {
        if (schema.nullable === false)
          throw new Error("type: null contradicts nullable: false");
      } else {
        if (!types.length && schema.nullable !== void 0) {
          throw new Error('"nullable" cannot be used without "type"');
        }
        if (schema.nullable === true)
          types.push("null");
      }
      return types;
    }
    exports.getSchemaTypes = getSchemaTypes;
    function getJSONTypes(ts) {
      const types = Array.isArray(ts) ? ts : ts ? [ts] : [];
      if (types.every(rules_1.isJSONType))
        return types;
      throw new Error("type must be JSONType or JSONType[]: " + types.join(","));
    }
    exports.getJSONTypes = getJSONTypes;
    function coerceAndCheckDataType(it, types) {
      const { gen, data, opts } = it;
      const coerceTo = coerceToTypes(types, opts.coerceTypes);
      const checkTypes = types.length > 0 && !(coerceTo.length === 0 && types.length === 1 && (0, applicability_1.schemaHasRulesForType)(it, types[0]));
      if (checkTypes) {
        const wrongType = checkDataTypes(types, data, opts.strictNumbers, DataType.Wrong);
        gen.if(wrongType, () => {
          if (coerceTo.length)
            coerceData(it, types, coerceTo);
          else
            reportTypeError(it);
        });
      }
      return checkTypes;
    }
    exports.coerceAndCheckDataType = coerceAndCheckDataType;
    var COERCIBLE = /* @__PURE__ */ new Set(["string", "number", "integer", "boolean", "null"]);
    function coerceToTypes(types, coerceTypes) {
      return coerceTypes ? types.filter((t) => COERCIBLE.has(t) || coerceTypes === "array" && t === "array") : [];
    }
    function coerceData(it, types, coerceTo) {
      const { gen, data, opts } = it;
      const dataType = gen.let("dataType", (0, codegen_1._)`typeof ${data}`);
      const coerced = gen.let("coerced", (0, codegen_1._)`undefined`);
      if (opts.coerceTypes === "array") {
        gen.if((0, codegen_1._)`${dataType} == 'object' && Array.isArray(${data}) && ${data}.length == 1`, () => gen.assign(data, (0, codegen_1._)`${data}[0]`).assign(dataType, (0, codegen_1._)`typeof ${data}`).if(checkDataTypes(types, data, opts.strictNumbers), () => gen.assign(coerced, data)));
      }
      gen.if((0, codegen_1._)`${coerced} !== undefined`);
      for (const t of coerceTo) {
        if (COERCIBLE.has(t) || t === "array" && opts.coerceTypes === "array") {
          coerceSpecificType(t);
        }
      }
      gen.else();
      reportTypeError(it);
      gen.endIf();
      gen.if((0, codegen_1._)`${coerced} !== undefined`, () => {
        gen.assign(data, coerced);
        assignParentData(it, coerced);
      });
      function coerceSpecificType(t) {
        switch (t) {
          case "string":
            gen.elseIf((0, codegen_1._)`${dataType} == "number" || ${dataType} == "boolean"`).assign(coerced, (0, codegen_1._)`"" + ${data}`).elseIf((0, codegen_1._)`${data} === null`).assign(coerced, (0, codegen_1._)`""`);
            return;
          case "number":
            gen.elseIf((0, codegen_1._)`${dataType} == "boolean" || ${data} === null
              || (${dataType} == "string" && ${data} && ${data} == +${data})`).assign(coerced, (0, codegen_1._)`+${data}`);
            return;
          case "integer":
            gen.elseIf((0, codegen_1._)`${dataType} === "boolean" || ${data} === null
              || (${dataType} === "string" && ${data} && ${data} == +${data} && !(${data} % 1))`).assign(coerced, (0, codegen_1._)`+${data}`);
            return;
          case "boolean":
            gen.elseIf((0, codegen_1._)`${data} === "false" || ${data} === 0 || ${data} === null`).assign(coerced, false).elseIf((0, codegen_1._)`${data} === "true" || ${data} === 1`).assign(coerced, true);
            return;
          case "null":
            gen.elseIf((0, codegen_1._)`${data} === "" || ${data} === 0 || ${data} === false`);
            gen.assign(coerced, null);
            return;
          case "array":
            gen.elseIf((0, codegen_1._)`${dataType} === "string" || ${dataType} === "number"
              || ${dataType} === "boolean" || ${data} === null`).assign(coerced, (0, codegen_1._)`[${data}]`);
        }
      }
    }
    function assignParentData({ gen, parentData, parentDataProperty }, expr) {
      gen.if((0, codegen_1._)`${parentData} !== undefined`, () => gen.assign((0, codegen_1._)`${parentData}[${parentDataProperty}]`, expr));
    }
    function checkDataType(dataType, data, strictNums, correct = DataType.Correct) {
      const EQ = correct === DataType.Correct ? codegen_1.operators.EQ : codegen_1.operators.NEQ;
      let cond;
      switch (dataType) {
        case "null":
          return (0, codegen_1._)`${data} ${EQ} null`;
        case "array":
          cond = (0, codegen_1._)`Array.isArray(${data})`;
          break;
        case "object":
          cond = (0, codegen_1._)`${data} && typeof ${data} == "object" && !Array.isArray(${data})`;
          break;
        case "integer":
          cond = numCond((0, codegen_1._)`!(${data} % 1) && !isNaN(${data})`);
          break;
        case "number":
          cond = numCond();
          break;
        default:
          return (0, codegen_1._)`typeof ${data} ${EQ} ${dataType}`;
      }
      return correct === DataType.Correct ? cond : (0, codegen_1.not)(cond);
      function numCond(_cond = codegen_1.nil) {
        return (0, codegen_1.and)((0, codegen_1._)`typeof ${data} == "number"`, _cond, strictNums ? (0, codegen_1._)`isFinite(${data})` : codegen_1.nil);
      }
    }
    exports.checkDataType = checkDataType;
    function checkDataTypes(dataTypes, data, strictNums, correct) {
      if (dataTypes.length === 1) {
        return checkDataType(dataTypes[0], data, strictNums, correct);
      }
      let cond;
      const types = (0, util_1.toHash)(dataTypes);
      if (types.array && types.object) {
        const notObj = (0, codegen_1._)`typeof ${data} != "object"`;
        cond = types.null ? notObj : (0, codegen_1._)`!${data} || ${notObj}`;
        delete types.null;
        delete types.array;
        delete types.object;
      } else {
        cond = codegen_1.nil;
      }
      if (types.number)
        delete types.integer;
      for (const t in types)
        cond = (0, codegen_1.and)(cond, checkDataType(t, data, strictNums, correct));
      return cond;
    }
    exports.checkDataTypes = checkDataTypes;
    var typeError = {
      message: ({ schema }) => `must be ${schema}`,
      params: ({ schema, schemaValue }) => typeof schema == "string" ? (0, codegen_1._)`{type: ${schema}}` : (0, codegen_1._)`{type: ${schemaValue}}`
    };
    function reportTypeError(it) {
      const cxt = getTypeErrorContext(it);
      (0, errors_1.reportError)(cxt, typeError);
    }
    exports.reportTypeError = reportTypeError;
    function getTypeErrorContext(it) {
      const { gen, data, schema } = it;
      const schemaCode = (0, util_1.schemaRefOrVal)(it, schema, "type");
      return {
        gen,
        keyword: "type",
        data,
        schema: schema.type,
        schemaCode,
        schemaValue: schemaCode,
        parentSchema: schema,
        params: {},
        it
      };
    }
  }
});

// node_modules/ajv/dist/compile/validate/defaults.js
var require_defaults = __commonJS({
  "node_modules/ajv/dist/compile/validate/defaults.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.assignDefaults = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    function assignDefaults(it, ty) {
      const { properties, items: items2 } = it.schema;
      if (ty === "object" && properties) {
        for (const key in properties) {
          assignDefault(it, key, properties[key].default);
        }
      } else if (ty === "array" && Array.isArray(items2)) {
        items2.forEach((sch, i) => assignDefault(it, i, sch.default));
      }
    }
    exports.assignDefaults = assignDefaults;
    function assignDefault(it, prop, defaultValue) {
      const { gen, compositeRule, data, opts } = it;
      if (defaultValue === void 0)
        return;
      const childData = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(prop)}`;
      if (compositeRule) {
        (0, util_1.checkStrictMode)(it, `default is ignored for: ${childData}`);
        return;
      }
      let condition = (0, codegen_1._)`${childData} === undefined`;
      if (opts.useDefaults === "empty") {
        condition = (0, codegen_1._)`${condition} || ${childData} === null || ${childData} === ""`;
      }
      gen.if(condition, (0, codegen_1._)`${childData} = ${(0, codegen_1.stringify)(defaultValue)}`);
    }
  }
});

// node_modules/ajv/dist/vocabularies/code.js
var require_code2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/code.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateUnion = exports.validateArray = exports.usePattern = exports.callValidateCode = exports.schemaProperties = exports.allSchemaProperties = exports.noPropertyInData = exports.propertyInData = exports.isOwnProperty = exports.hasPropFunc = exports.reportMissingProp = exports.checkMissingProp = exports.checkReportMissingProp = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    var util_2 = require_util();
    function checkReportMissingProp(cxt, prop) {
      const { gen, data, it } = cxt;
      gen.if(noPropertyInData(gen, data, prop, it.opts.ownProperties), () => {
        cxt.setParams({ missingProperty: (0, codegen_1._)`${prop}` }, true);
        cxt.error();
      });
    }
    exports.checkReportMissingProp = checkReportMissingProp;
    function checkMissingProp({ gen, data, it: { opts } }, properties, missing) {
      return (0, codegen_1.or)(...properties.map((prop) => (0, codegen_1.and)(noPropertyInData(gen, data, prop, opts.ownProperties), (0, codegen_1._)`${missing} = ${prop}`)));
    }
    exports.checkMissingProp = checkMissingProp;
    function reportMissingProp(cxt, missing) {
      cxt.setParams({ missingProperty: missing }, true);
      cxt.error();
    }
    exports.reportMissingProp = reportMissingProp;
    function hasPropFunc(gen) {
      return gen.scopeValue("func", {
        // eslint-disable-next-line @typescript-eslint/unbound-method
        ref: Object.prototype.hasOwnProperty,
        code: (0, codegen_1._)`Object.prototype.hasOwnProperty`
      });
    }
    exports.hasPropFunc = hasPropFunc;
    function isOwnProperty(gen, data, property) {
      return (0, codegen_1._)`${hasPropFunc(gen)}.call(${data}, ${property})`;
    }
    exports.isOwnProperty = isOwnProperty;
    function propertyInData(gen, data, property, ownProperties) {
      const cond = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(property)} !== undefined`;
      return ownProperties ? (0, codegen_1._)`${cond} && ${isOwnProperty(gen, data, property)}` : cond;
    }
    exports.propertyInData = propertyInData;
    function noPropertyInData(gen, data, property, ownProperties) {
      const cond = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(property)} === undefined`;
      return ownProperties ? (0, codegen_1.or)(cond, (0, codegen_1.not)(isOwnProperty(gen, data, property))) : cond;
    }
    exports.noPropertyInData = noPropertyInData;
    function allSchemaProperties(schemaMap) {
      return schemaMap ? Object.keys(schemaMap).filter((p) => p !== "__proto__") : [];
    }
    exports.allSchemaProperties = allSchemaProperties;
    function schemaProperties(it, schemaMap) {
      return allSchemaProperties(schemaMap).filter((p) => !(0, util_1.alwaysValidSchema)(it, schemaMap[p]));
    }
    exports.schemaProperties = schemaProperties;
    function callValidateCode({ schemaCode, data, it: { gen, topSchemaRef, schemaPath, errorPath }, it }, func, context, passSchema) {
      const dataAndSchema = passSchema ? (0, codegen_1._)`${schemaCode}, ${data}, ${topSchemaRef}${schemaPath}` : data;
      const valCxt = [
        [names_1.default.instancePath, (0, codegen_1.strConcat)(names_1.default.instancePath, errorPath)],
        [names_1.default.parentData, it.parentData],
        [names_1.default.parentDataProperty, it.parentDataProperty],
        [names_1.default.rootData, names_1.default.rootData]
      ];
      if (it.opts.dynamicRef)
        valCxt.push([names_1.default.dynamicAnchors, names_1.default.dynamicAnchors]);
      const args = (0, codegen_1._)`${dataAndSchema}, ${gen.object(...valCxt)}`;
      return context !== codegen_1.nil ? (0, codegen_1._)`${func}.call(${context}, ${args})` : (0, codegen_1._)`${func}(${args})`;
    }
    exports.callValidateCode = callValidateCode;
    var newRegExp = (0, codegen_1._)`new RegExp`;
    function usePattern({ gen, it: { opts } }, pattern) {
      const u = opts.unicodeRegExp ? "u" : "";
      const { regExp } = opts.code;
      const rx = regExp(pattern, u);
      return gen.scopeValue("pattern", {
        key: rx.toString(),
        ref: rx,
        code: (0, codegen_1._)`${regExp.code === "new RegExp" ? newRegExp : (0, util_2.useFunc)(gen, regExp)}(${pattern}, ${u})`
      });
    }
    exports.usePattern = usePattern;
    function validateArray(cxt) {
      const { gen, data, keyword, it } = cxt;
      const valid = gen.name("valid");
      if (it.allErrors) {
        const validArr = gen.let("valid", true);
        validateItems(() => gen.assign(validArr, false));
        return validArr;
      }
      gen.var(valid, true);
      validateItems(() => gen.break());
      return valid;
      function validateItems(notValid) {
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        gen.forRange("i", 0, len, (i) => {
          cxt.subschema({
            keyword,
            dataProp: i,
            dataPropType: util_1.Type.Num
          }, valid);
          gen.if((0, codegen_1.not)(valid), notValid);
        });
      }
    }
    exports.validateArray = validateArray;
    function validateUnion(cxt) {
      const { gen, schema, keyword, it } = cxt;
      if (!Array.isArray(schema))
        throw new Error("ajv implementation error");
      const alwaysValid = schema.some((sch) => (0, util_1.alwaysValidSchema)(it, sch));
      if (alwaysValid && !it.opts.unevaluated)
        return;
      const valid = gen.let("valid", false);
      const schValid = gen.name("_valid");
      gen.block(() => schema.forEach((_sch, i) => {
        const schCxt = cxt.subschema({
          keyword,
          schemaProp: i,
          compositeRule: true
        }, schValid);
        gen.assign(valid, (0, codegen_1._)`${valid} || ${schValid}`);
        const merged = cxt.mergeValidEvaluated(schCxt, schValid);
        if (!merged)
          gen.if((0, codegen_1.not)(valid));
      }));
      cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
    }
    exports.validateUnion = validateUnion;
  }
});

// node_modules/ajv/dist/compile/validate/keyword.js
var require_keyword = __commonJS({
  "node_modules/ajv/dist/compile/validate/keyword.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateKeywordUsage = exports.validSchemaType = exports.funcKeywordCode = exports.macroKeywordCode = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var code_1 = require_code2();
    var errors_1 = require_errors();
    function macroKeywordCode(cxt, def) {
      const { gen, keyword, schema, parentSchema, it } = cxt;
      const macroSchema = def.macro.call(it.self, schema, parentSchema, it);
      const schemaRef = useKeyword(gen, keyword, macroSchema);
      if (it.opts.validateSchema !== false)
        it.self.validateSchema(macroSchema, true);
      const valid = gen.name("valid");
      cxt.subschema({
        schema: macroSchema,
        schemaPath: codegen_1.nil,
        errSchemaPath: `${it.errSchemaPath}/${keyword}`,
        topSchemaRef: schemaRef,
        compositeRule: true
      }, valid);
      cxt.pass(valid, () => cxt.error(true));
    }
    exports.macroKeywordCode = macroKeywordCode;
    function funcKeywordCode(cxt, def) {
      var _a;
      const { gen, keyword, schema, parentSchema, $data, it } = cxt;
      checkAsyncKeyword(it, def);
      const validate = !$data && def.compile ? def.compile.call(it.self, schema, parentSchema, it) : def.validate;
      const validateRef = useKeyword(gen, keyword, validate);
      const valid = gen.let("valid");
      cxt.block$data(valid, validateKeyword);
      cxt.ok((_a = def.valid) !== null && _a !== void 0 ? _a : valid);
      function validateKeyword() {
        if (def.errors === false) {
          assignValid();
          if (def.modifying)
            modifyData(cxt);
          reportErrs(() => cxt.error());
        } else {
          const ruleErrs = def.async ? validateAsync() : validateSync();
          if (def.modifying)
            modifyData(cxt);
          reportErrs(() => addErrs(cxt, ruleErrs));
        }
      }
      function validateAsync() {
        const ruleErrs = gen.let("ruleErrs", null);
        gen.try(() => assignValid((0, codegen_1._)`await `), (e) => gen.assign(valid, false).if((0, codegen_1._)`${e} instanceof ${it.ValidationError}`, () => gen.assign(ruleErrs, (0, codegen_1._)`${e}.errors`), () => gen.throw(e)));
        return ruleErrs;
      }
      function validateSync() {
        const validateErrs = (0, codegen_1._)`${validateRef}.errors`;
        gen.assign(validateErrs, null);
        assignValid(codegen_1.nil);
        return validateErrs;
      }
      function assignValid(_await = def.async ? (0, codegen_1._)`await ` : codegen_1.nil) {
        const passCxt = it.opts.passContext ? names_1.default.this : names_1.default.self;
        const passSchema = !("compile" in def && !$data || def.schema === false);
        gen.assign(valid, (0, codegen_1._)`${_await}${(0, code_1.callValidateCode)(cxt, validateRef, passCxt, passSchema)}`, def.modifying);
      }
      function reportErrs(errors) {
        var _a2;
        gen.if((0, codegen_1.not)((_a2 = def.valid) !== null && _a2 !== void 0 ? _a2 : valid), errors);
      }
    }
    exports.funcKeywordCode = funcKeywordCode;
    function modifyData(cxt) {
      const { gen, data, it } = cxt;
      gen.if(it.parentData, () => gen.assign(data, (0, codegen_1._)`${it.parentData}[${it.parentDataProperty}]`));
    }
    function addErrs(cxt, errs) {
      const { gen } = cxt;
      gen.if((0, codegen_1._)`Array.isArray(${errs})`, () => {
        gen.assign(names_1.default.vErrors, (0, codegen_1._)`${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`).assign(names_1.default.errors, (0, codegen_1._)`${names_1.default.vErrors}.length`);
        (0, errors_1.extendErrors)(cxt);
      }, () => cxt.error());
    }
    function checkAsyncKeyword({ schemaEnv }, def) {
      if (def.async && !schemaEnv.$async)
        throw new Error("async keyword in sync schema");
    }
    function useKeyword(gen, keyword, result) {
      if (result === void 0)
        throw new Error(`keyword "${keyword}" failed to compile`);
      return gen.scopeValue("keyword", typeof result == "function" ? { ref: result } : { ref: result, code: (0, codegen_1.stringify)(result) });
    }
    function validSchemaType(schema, schemaType, allowUndefined = false) {
      return !schemaType.length || schemaType.some((st) => st === "array" ? Array.isArray(schema) : st === "object" ? schema && typeof schema == "object" && !Array.isArray(schema) : typeof schema == st || allowUndefined && typeof schema == "undefined");
    }
    exports.validSchemaType = validSchemaType;
    function validateKeywordUsage({ schema, opts, self, errSchemaPath }, def, keyword) {
      if (Array.isArray(def.keyword) ? !def.keyword.includes(keyword) : def.keyword !== keyword) {
        throw new Error("ajv implementation error");
      }
      const deps = def.dependencies;
      if (deps === null || deps === void 0 ? void 0 : deps.some((kwd) => !Object.prototype.hasOwnProperty.call(schema, kwd))) {
        throw new Error(`parent schema must have dependencies of ${keyword}: ${deps.join(",")}`);
      }
      if (def.validateSchema) {
        const valid = def.validateSchema(schema[keyword]);
        if (!valid) {
          const msg = `keyword "${keyword}" value is invalid at path "${errSchemaPath}": ` + self.errorsText(def.validateSchema.errors);
          if (opts.validateSchema === "log")
            self.logger.error(msg);
          else
            throw new Error(msg);
        }
      }
    }
    exports.validateKeywordUsage = validateKeywordUsage;
  }
});

// node_modules/ajv/dist/compile/validate/subschema.js
var require_subschema = __commonJS({
  "node_modules/ajv/dist/compile/validate/subschema.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.extendSubschemaMode = exports.extendSubschemaData = exports.getSubschema = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    function getSubschema(it, { keyword, schemaProp, schema, schemaPath, errSchemaPath, topSchemaRef }) {
      if (keyword !== void 0 && schema !== void 0) {
        throw new Error('both "keyword" and "schema" passed, only one allowed');
      }
      if (keyword !== void 0) {
        const sch = it.schema[keyword];
        return schemaProp === void 0 ? {
          schema: sch,
          schemaPath: (0, codegen_1._)`${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}`,
          errSchemaPath: `${it.errSchemaPath}/${keyword}`
        } : {
          schema: sch[schemaProp],
          schemaPath: (0, codegen_1._)`${it.schemaPath}${(0, codegen_1.getProperty)(keyword)}${(0, codegen_1.getProperty)(schemaProp)}`,
          errSchemaPath: `${it.errSchemaPath}/${keyword}/${(0, util_1.escapeFragment)(schemaProp)}`
        };
      }
      if (schema !== void 0) {
        if (schemaPath === void 0 || errSchemaPath === void 0 || topSchemaRef === void 0) {
          throw new Error('"schemaPath", "errSchemaPath" and "topSchemaRef" are required with "schema"');
        }
        return {
          schema,
          schemaPath,
          topSchemaRef,
          errSchemaPath
        };
      }
      throw new Error('either "keyword" or "schema" must be passed');
    }
    exports.getSubschema = getSubschema;
    function extendSubschemaData(subschema, it, { dataProp, dataPropType: dpType, data, dataTypes, propertyName }) {
      if (data !== void 0 && dataProp !== void 0) {
        throw new Error('both "data" and "dataProp" passed, only one allowed');
      }
      const { gen } = it;
      if (dataProp !== void 0) {
        const { errorPath, dataPathArr, opts } = it;
        const nextData = gen.let("data", (0, codegen_1._)`${it.data}${(0, codegen_1.getProperty)(dataProp)}`, true);
        dataContextProps(nextData);
        subschema.errorPath = (0, codegen_1.str)`${errorPath}${(0, util_1.getErrorPath)(dataProp, dpType, opts.jsPropertySyntax)}`;
        subschema.parentDataProperty = (0, codegen_1._)`${dataProp}`;
        subschema.dataPathArr = [...dataPathArr, subschema.parentDataProperty];
      }
      if (data !== void 0) {
        const nextData = data instanceof codegen_1.Name ? data : gen.let("data", data, true);
        dataContextProps(nextData);
        if (propertyName !== void 0)
          subschema.propertyName = propertyName;
      }
      if (dataTypes)
        subschema.dataTypes = dataTypes;
      function dataContextProps(_nextData) {
        subschema.data = _nextData;
        subschema.dataLevel = it.dataLevel + 1;
        subschema.dataTypes = [];
        it.definedProperties = /* @__PURE__ */ new Set();
        subschema.parentData = it.data;
        subschema.dataNames = [...it.dataNames, _nextData];
      }
    }
    exports.extendSubschemaData = extendSubschemaData;
    function extendSubschemaMode(subschema, { jtdDiscriminator, jtdMetadata, compositeRule, createErrors, allErrors }) {
      if (compositeRule !== void 0)
        subschema.compositeRule = compositeRule;
      if (createErrors !== void 0)
        subschema.createErrors = createErrors;
      if (allErrors !== void 0)
        subschema.allErrors = allErrors;
      subschema.jtdDiscriminator = jtdDiscriminator;
      subschema.jtdMetadata = jtdMetadata;
    }
    exports.extendSubschemaMode = extendSubschemaMode;
  }
});

// node_modules/fast-deep-equal/index.js
var require_fast_deep_equal = __commonJS({
  "node_modules/fast-deep-equal/index.js"(exports, module) {
    "use strict";
    module.exports = function equal(a, b) {
      if (a === b) return true;
      if (a && b && typeof a == "object" && typeof b == "object") {
        if (a.constructor !== b.constructor) return false;
        var length, i, keys;
        if (Array.isArray(a)) {
          length = a.length;
          if (length != b.length) return false;
          for (i = length; i-- !== 0; )
            if (!equal(a[i], b[i])) return false;
          return true;
        }
        if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
        if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
        if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
        keys = Object.keys(a);
        length = keys.length;
        if (length !== Object.keys(b).length) return false;
        for (i = length; i-- !== 0; )
          if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;
        for (i = length; i-- !== 0; ) {
          var key = keys[i];
          if (!equal(a[key], b[key])) return false;
        }
        return true;
      }
      return a !== a && b !== b;
    };
  }
});

// node_modules/json-schema-traverse/index.js
var require_json_schema_traverse = __commonJS({
  "node_modules/json-schema-traverse/index.js"(exports, module) {
    "use strict";
    var traverse = module.exports = function(schema, opts, cb) {
      if (typeof opts == "function") {
        cb = opts;
        opts = {};
      }
      cb = opts.cb || cb;
      var pre = typeof cb == "function" ? cb : cb.pre || function() {
      };
      var post = cb.post || function() {
      };
      _traverse(opts, pre, post, schema, "", schema);
    };
    traverse.keywords = {
      additionalItems: true,
      items: true,
      contains: true,
      additionalProperties: true,
      propertyNames: true,
      not: true,
      if: true,
      then: true,
      else: true
    };
    traverse.arrayKeywords = {
      items: true,
      allOf: true,
      anyOf: true,
      oneOf: true
    };
    traverse.propsKeywords = {
      $defs: true,
      definitions: true,
      properties: true,
      patternProperties: true,
      dependencies: true
    };
    traverse.skipKeywords = {
      default: true,
      enum: true,
      const: true,
      required: true,
      maximum: true,
      minimum: true,
      exclusiveMaximum: true,
      exclusiveMinimum: true,
      multipleOf: true,
      maxLength: true,
      minLength: true,
      pattern: true,
      format: true,
      maxItems: true,
      minItems: true,
      uniqueItems: true,
      maxProperties: true,
      minProperties: true
    };
    function _traverse(opts, pre, post, schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex) {
      if (schema && typeof schema == "object" && !Array.isArray(schema)) {
        pre(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
        for (var key in schema) {
          var sch = schema[key];
          if (Array.isArray(sch)) {
            if (key in traverse.arrayKeywords) {
              for (var i = 0; i < sch.length; i++)
                _traverse(opts, pre, post, sch[i], jsonPtr + "/" + key + "/" + i, rootSchema, jsonPtr, key, schema, i);
            }
          } else if (key in traverse.propsKeywords) {
            if (sch && typeof sch == "object") {
              for (var prop in sch)
                _traverse(opts, pre, post, sch[prop], jsonPtr + "/" + key + "/" + escapeJsonPtr(prop), rootSchema, jsonPtr, key, schema, prop);
            }
          } else if (key in traverse.keywords || opts.allKeys && !(key in traverse.skipKeywords)) {
            _traverse(opts, pre, post, sch, jsonPtr + "/" + key, rootSchema, jsonPtr, key, schema);
          }
        }
        post(schema, jsonPtr, rootSchema, parentJsonPtr, parentKeyword, parentSchema, keyIndex);
      }
    }
    function escapeJsonPtr(str) {
      return str.replace(/~/g, "~0").replace(/\//g, "~1");
    }
  }
});

// node_modules/ajv/dist/compile/resolve.js
var require_resolve = __commonJS({
  "node_modules/ajv/dist/compile/resolve.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getSchemaRefs = exports.resolveUrl = exports.normalizeId = exports._getFullPath = exports.getFullPath = exports.inlineRef = void 0;
    var util_1 = require_util();
    var equal = require_fast_deep_equal();
    var traverse = require_json_schema_traverse();
    var SIMPLE_INLINED = /* @__PURE__ */ new Set([
      "type",
      "format",
      "pattern",
      "maxLength",
      "minLength",
      "maxProperties",
      "minProperties",
      "maxItems",
      "minItems",
      "maximum",
      "minimum",
      "uniqueItems",
      "multipleOf",
      "required",
      "enum",
      "const"
    ]);
    function inlineRef(schema, limit = true) {
      if (typeof schema == "boolean")
        return true;
      if (limit === true)
        return !hasRef(schema);
      if (!limit)
        return false;
      return countKeys(schema) <= limit;
    }
    exports.inlineRef = inlineRef;
    var REF_KEYWORDS = /* @__PURE__ */ new Set([
      "$ref",
      "$recursiveRef",
      "$recursiveAnchor",
      "$dynamicRef",
      "$dynamicAnchor"
    ]);
    function hasRef(schema) {
      for (const key in schema) {
        if (REF_KEYWORDS.has(key))
          return true;
        const sch = schema[key];
        if (Array.isArray(sch) && sch.some(hasRef))
          return true;
        if (typeof sch == "object" && hasRef(sch))
          return true;
      }
      return false;
    }
    function countKeys(schema) {
      let count = 0;
      for (const key in schema) {
        if (key === "$ref")
          return Infinity;
        count++;
        if (SIMPLE_INLINED.has(key))
          continue;
        if (typeof schema[key] == "object") {
          (0, util_1.eachItem)(schema[key], (sch) => count += countKeys(sch));
        }
        if (count === Infinity)
          return Infinity;
      }
      return count;
    }
    function getFullPath(resolver, id = "", normalize) {
      if (normalize !== false)
        id = normalizeId(id);
      const p = resolver.parse(id);
      return _getFullPath(resolver, p);
    }
    exports.getFullPath = getFullPath;
    function _getFullPath(resolver, p) {
      const serialized = resolver.serialize(p);
      return serialized.split("#")[0] + "#";
    }
    exports._getFullPath = _getFullPath;
    var TRAILING_SLASH_HASH = /#\/?$/;
    function normalizeId(id) {
      return id ? id.replace(TRAILING_SLASH_HASH, "") : "";
    }
    exports.normalizeId = normalizeId;
    function resolveUrl(resolver, baseId, id) {
      id = normalizeId(id);
      return resolver.resolve(baseId, id);
    }
    exports.resolveUrl = resolveUrl;
    var ANCHOR = /^[a-z_][-a-z0-9._]*$/i;
    function getSchemaRefs(schema, baseId) {
      if (typeof schema == "boolean")
        return {};
      const { schemaId, uriResolver } = this.opts;
      const schId = normalizeId(schema[schemaId] || baseId);
      const baseIds = { "": schId };
      const pathPrefix = getFullPath(uriResolver, schId, false);
      const localRefs = {};
      const schemaRefs = /* @__PURE__ */ new Set();
      traverse(schema, { allKeys: true }, (sch, jsonPtr, _, parentJsonPtr) => {
        if (parentJsonPtr === void 0)
          return;
        const fullPath = pathPrefix + jsonPtr;
        let innerBaseId = baseIds[parentJsonPtr];
        if (typeof sch[schemaId] == "string")
          innerBaseId = addRef.call(this, sch[schemaId]);
        addAnchor.call(this, sch.$anchor);
        addAnchor.call(this, sch.$dynamicAnchor);
        baseIds[jsonPtr] = innerBaseId;
        function addRef(ref) {
          const _resolve = this.opts.uriResolver.resolve;
          ref = normalizeId(innerBaseId ? _resolve(innerBaseId, ref) : ref);
          if (schemaRefs.has(ref))
            throw ambiguos(ref);
          schemaRefs.add(ref);
          let schOrRef = this.refs[ref];
          if (typeof schOrRef == "string")
            schOrRef = this.refs[schOrRef];
          if (typeof schOrRef == "object") {
            checkAmbiguosRef(sch, schOrRef.schema, ref);
          } else if (ref !== normalizeId(fullPath)) {
            if (ref[0] === "#") {
              checkAmbiguosRef(sch, localRefs[ref], ref);
              localRefs[ref] = sch;
            } else {
              this.refs[ref] = fullPath;
            }
          }
          return ref;
        }
        function addAnchor(anchor) {
          if (typeof anchor == "string") {
            if (!ANCHOR.test(anchor))
              throw new Error(`invalid anchor "${anchor}"`);
            addRef.call(this, `#${anchor}`);
          }
        }
      });
      return localRefs;
      function checkAmbiguosRef(sch1, sch2, ref) {
        if (sch2 !== void 0 && !equal(sch1, sch2))
          throw ambiguos(ref);
      }
      function ambiguos(ref) {
        return new Error(`reference "${ref}" resolves to more than one schema`);
      }
    }
    exports.getSchemaRefs = getSchemaRefs;
  }
});

// node_modules/ajv/dist/compile/validate/index.js
var require_validate = __commonJS({
  "node_modules/ajv/dist/compile/validate/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.getData = exports.KeywordCxt = exports.validateFunctionCode = void 0;
    var boolSchema_1 = require_boolSchema();
    var dataType_1 = require_dataType();
    var applicability_1 = require_applicability();
    var dataType_2 = require_dataType();
    var defaults_1 = require_defaults();
    var keyword_1 = require_keyword();
    var subschema_1 = require_subschema();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var resolve_1 = require_resolve();
    var util_1 = require_util();
    var errors_1 = require_errors();
    function validateFunctionCode(it) {
      if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
          topSchemaObjCode(it);
          return;
        }
      }
      validateFunction(it, () => (0, boolSchema_1.topBoolOrEmptySchema)(it));
    }
    exports.validateFunctionCode = validateFunctionCode;
    function validateFunction({ gen, validateName, schema, schemaEnv, opts }, body) {
      if (opts.code.es5) {
        gen.func(validateName, (0, codegen_1._)`${names_1.default.data}, ${names_1.default.valCxt}`, schemaEnv.$async, () => {
          gen.code((0, codegen_1._)`"use strict"; ${funcSourceUrl(schema, opts)}`);
          destructureValCxtES5(gen, opts);
          gen.code(body);
        });
      } else {
        gen.func(validateName, (0, codegen_1._)`${names_1.default.data}, ${destructureValCxt(opts)}`, schemaEnv.$async, () => gen.code(funcSourceUrl(schema, opts)).code(body));
      }
    }
    function destructureValCxt(opts) {
      return (0, codegen_1._)`{${names_1.default.instancePath}="", ${names_1.default.parentData}, ${names_1.default.parentDataProperty}, ${names_1.default.rootData}=${names_1.default.data}${opts.dynamicRef ? (0, codegen_1._)`, ${names_1.default.dynamicAnchors}={}` : codegen_1.nil}}={}`;
    }
    function destructureValCxtES5(gen, opts) {
      gen.if(names_1.default.valCxt, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.instancePath}`);
        gen.var(names_1.default.parentData, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.parentData}`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.parentDataProperty}`);
        gen.var(names_1.default.rootData, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.rootData}`);
        if (opts.dynamicRef)
          gen.var(names_1.default.dynamicAnchors, (0, codegen_1._)`${names_1.default.valCxt}.${names_1.default.dynamicAnchors}`);
      }, () => {
        gen.var(names_1.default.instancePath, (0, codegen_1._)`""`);
        gen.var(names_1.default.parentData, (0, codegen_1._)`undefined`);
        gen.var(names_1.default.parentDataProperty, (0, codegen_1._)`undefined`);
        gen.var(names_1.default.rootData, names_1.default.data);
        if (opts.dynamicRef)
          gen.var(names_1.default.dynamicAnchors, (0, codegen_1._)`{}`);
      });
    }
    function topSchemaObjCode(it) {
      const { schema, opts, gen } = it;
      validateFunction(it, () => {
        if (opts.$comment && schema.$comment)
          commentKeyword(it);
        checkNoDefault(it);
        gen.let(names_1.default.vErrors, null);
        gen.let(names_1.default.errors, 0);
        if (opts.unevaluated)
          resetEvaluated(it);
        typeAndKeywords(it);
        returnResults(it);
      });
      return;
    }
    function resetEvaluated(it) {
      const { gen, validateName } = it;
      it.evaluated = gen.const("evaluated", (0, codegen_1._)`${validateName}.evaluated`);
      gen.if((0, codegen_1._)`${it.evaluated}.dynamicProps`, () => gen.assign((0, codegen_1._)`${it.evaluated}.props`, (0, codegen_1._)`undefined`));
      gen.if((0, codegen_1._)`${it.evaluated}.dynamicItems`, () => gen.assign((0, codegen_1._)`${it.evaluated}.items`, (0, codegen_1._)`undefined`));
    }
    function funcSourceUrl(schema, opts) {
      const schId = typeof schema == "object" && schema[opts.schemaId];
      return schId && (opts.code.source || opts.code.process) ? (0, codegen_1._)`/*# sourceURL=${schId} */` : codegen_1.nil;
    }
    function subschemaCode(it, valid) {
      if (isSchemaObj(it)) {
        checkKeywords(it);
        if (schemaCxtHasRules(it)) {
          subSchemaObjCode(it, valid);
          return;
        }
      }
      (0, boolSchema_1.boolOrEmptySchema)(it, valid);
    }
    function schemaCxtHasRules({ schema, self }) {
      if (typeof schema == "boolean")
        return !schema;
      for (const key in schema)
        if (self.RULES.all[key])
          return true;
      return false;
    }
    function isSchemaObj(it) {
      return typeof it.schema != "boolean";
    }
    function subSchemaObjCode(it, valid) {
      const { schema, gen, opts } = it;
      if (opts.$comment && schema.$comment)
        commentKeyword(it);
      updateContext(it);
      checkAsyncSchema(it);
      const errsCount = gen.const("_errs", names_1.default.errors);
      typeAndKeywords(it, errsCount);
      gen.var(valid, (0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
    }
    function checkKeywords(it) {
      (0, util_1.checkUnknownRules)(it);
      checkRefsAndKeywords(it);
    }
    function typeAndKeywords(it, errsCount) {
      if (it.opts.jtd)
        return schemaKeywords(it, [], false, errsCount);
      const types = (0, dataType_1.getSchemaTypes)(it.schema);
      const checkedTypes = (0, dataType_1.coerceAndCheckDataType)(it, types);
      schemaKeywords(it, types, !checkedTypes, errsCount);
    }
    function checkRefsAndKeywords(it) {
      const { schema, errSchemaPath, opts, self } = it;
      if (schema.$ref && opts.ignoreKeywordsWithRef && (0, util_1.schemaHasRulesButRef)(schema, self.RULES)) {
        self.logger.warn(`$ref: keywords ignored in schema at path "${errSchemaPath}"`);
      }
    }
    function checkNoDefault(it) {
      const { schema, opts } = it;
      if (schema.default !== void 0 && opts.useDefaults && opts.strictSchema) {
        (0, util_1.checkStrictMode)(it, "default is ignored in the schema root");
      }
    }
    function updateContext(it) {
      const schId = it.schema[it.opts.schemaId];
      if (schId)
        it.baseId = (0, resolve_1.resolveUrl)(it.opts.uriResolver, it.baseId, schId);
    }
    function checkAsyncSchema(it) {
      if (it.schema.$async && !it.schemaEnv.$async)
        throw new Error("async schema in sync schema");
    }
    function commentKeyword({ gen, schemaEnv, schema, errSchemaPath, opts }) {
      const msg = schema.$comment;
      if (opts.$comment === true) {
        gen.code((0, codegen_1._)`${names_1.default.self}.logger.log(${msg})`);
      } else if (typeof opts.$comment == "function") {
        const schemaPath = (0, codegen_1.str)`${errSchemaPath}/$comment`;
        const rootName = gen.scopeValue("root", { ref: schemaEnv.root });
        gen.code((0, codegen_1._)`${names_1.default.self}.opts.$comment(${msg}, ${schemaPath}, ${rootName}.schema)`);
      }
    }
    function returnResults(it) {
      const { gen, schemaEnv, validateName, ValidationError, opts } = it;
      if (schemaEnv.$async) {
        gen.if((0, codegen_1._)`${names_1.default.errors} === 0`, () => gen.return(names_1.default.data), () => gen.throw((0, codegen_1._)`new ${ValidationError}(${names_1.default.vErrors})`));
      } else {
        gen.assign((0, codegen_1._)`${validateName}.errors`, names_1.default.vErrors);
        if (opts.unevaluated)
          assignEvaluated(it);
        gen.return((0, codegen_1._)`${names_1.default.errors} === 0`);
      }
    }
    function assignEvaluated({ gen, evaluated, props, items: items2 }) {
      if (props instanceof codegen_1.Name)
        gen.assign((0, codegen_1._)`${evaluated}.props`, props);
      if (items2 instanceof codegen_1.Name)
        gen.assign((0, codegen_1._)`${evaluated}.items`, items2);
    }
    function schemaKeywords(it, types, typeErrors, errsCount) {
      const { gen, schema, data, allErrors, opts, self } = it;
      const { RULES } = self;
      if (schema.$ref && (opts.ignoreKeywordsWithRef || !(0, util_1.schemaHasRulesButRef)(schema, RULES))) {
        gen.block(() => keywordCode(it, "$ref", RULES.all.$ref.definition));
        return;
      }
      if (!opts.jtd)
        checkStrictTypes(it, types);
      gen.block(() => {
        for (const group of RULES.rules)
          groupKeywords(group);
        groupKeywords(RULES.post);
      });
      function groupKeywords(group) {
        if (!(0, applicability_1.shouldUseGroup)(schema, group))
          return;
        if (group.type) {
          gen.if((0, dataType_2.checkDataType)(group.type, data, opts.strictNumbers));
          iterateKeywords(it, group);
          if (types.length === 1 && types[0] === group.type && typeErrors) {
            gen.else();
            (0, dataType_2.reportTypeError)(it);
          }
          gen.endIf();
        } else {
          iterateKeywords(it, group);
        }
        if (!allErrors)
          gen.if((0, codegen_1._)`${names_1.default.errors} === ${errsCount || 0}`);
      }
    }
    function iterateKeywords(it, group) {
      const { gen, schema, opts: { useDefaults } } = it;
      if (useDefaults)
        (0, defaults_1.assignDefaults)(it, group.type);
      gen.block(() => {
        for (const rule of group.rules) {
          if ((0, applicability_1.shouldUseRule)(schema, rule)) {
            keywordCode(it, rule.keyword, rule.definition, group.type);
          }
        }
      });
    }
    function checkStrictTypes(it, types) {
      if (it.schemaEnv.meta || !it.opts.strictTypes)
        return;
      checkContextTypes(it, types);
      if (!it.opts.allowUnionTypes)
        checkMultipleTypes(it, types);
      checkKeywordTypes(it, it.dataTypes);
    }
    function checkContextTypes(it, types) {
      if (!types.length)
        return;
      if (!it.dataTypes.length) {
        it.dataTypes = types;
        return;
      }
      types.forEach((t) => {
        if (!includesType(it.dataTypes, t)) {
          strictTypesError(it, `type "${t}" not allowed by context "${it.dataTypes.join(",")}"`);
        }
      });
      narrowSchemaTypes(it, types);
    }
    function checkMultipleTypes(it, ts) {
      if (ts.length > 1 && !(ts.length === 2 && ts.includes("null"))) {
        strictTypesError(it, "use allowUnionTypes to allow union type keyword");
      }
    }
    function checkKeywordTypes(it, ts) {
      const rules = it.self.RULES.all;
      for (const keyword in rules) {
        const rule = rules[keyword];
        if (typeof rule == "object" && (0, applicability_1.shouldUseRule)(it.schema, rule)) {
          const { type } = rule.definition;
          if (type.length && !type.some((t) => hasApplicableType(ts, t))) {
            strictTypesError(it, `missing type "${type.join(",")}" for keyword "${keyword}"`);
          }
        }
      }
    }
    function hasApplicableType(schTs, kwdT) {
      return schTs.includes(kwdT) || kwdT === "number" && schTs.includes("integer");
    }
    function includesType(ts, t) {
      return ts.includes(t) || t === "integer" && ts.includes("number");
    }
    function narrowSchemaTypes(it, withTypes) {
      const ts = [];
      for (const t of it.dataTypes) {
        if (includesType(withTypes, t))
          ts.push(t);
        else if (withTypes.includes("integer") && t === "number")
          ts.push("integer");
      }
      it.dataTypes = ts;
    }
    function strictTypesError(it, msg) {
      const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
      msg += ` at "${schemaPath}" (strictTypes)`;
      (0, util_1.checkStrictMode)(it, msg, it.opts.strictTypes);
    }
    var KeywordCxt = class {
      constructor(it, def, keyword) {
        (0, keyword_1.validateKeywordUsage)(it, def, keyword);
        this.gen = it.gen;
        this.allErrors = it.allErrors;
        this.keyword = keyword;
        this.data = it.data;
        this.schema = it.schema[keyword];
        this.$data = def.$data && it.opts.$data && this.schema && this.schema.$data;
        this.schemaValue = (0, util_1.schemaRefOrVal)(it, this.schema, keyword, this.$data);
        this.schemaType = def.schemaType;
        this.parentSchema = it.schema;
        this.params = {};
        this.it = it;
        this.def = def;
        if (this.$data) {
          this.schemaCode = it.gen.const("vSchema", getData(this.$data, it));
        } else {
          this.schemaCode = this.schemaValue;
          if (!(0, keyword_1.validSchemaType)(this.schema, def.schemaType, def.allowUndefined)) {
            throw new Error(`${keyword} value must be ${JSON.stringify(def.schemaType)}`);
          }
        }
        if ("code" in def ? def.trackErrors : def.errors !== false) {
          this.errsCount = it.gen.const("_errs", names_1.default.errors);
        }
      }
      result(condition, successAction, failAction) {
        this.failResult((0, codegen_1.not)(condition), successAction, failAction);
      }
      failResult(condition, successAction, failAction) {
        this.gen.if(condition);
        if (failAction)
          failAction();
        else
          this.error();
        if (successAction) {
          this.gen.else();
          successAction();
          if (this.allErrors)
            this.gen.endIf();
        } else {
          if (this.allErrors)
            this.gen.endIf();
          else
            this.gen.else();
        }
      }
      pass(condition, failAction) {
        this.failResult((0, codegen_1.not)(condition), void 0, failAction);
      }
      fail(condition) {
        if (condition === void 0) {
          this.error();
          if (!this.allErrors)
            this.gen.if(false);
          return;
        }
        this.gen.if(condition);
        this.error();
        if (this.allErrors)
          this.gen.endIf();
        else
          this.gen.else();
      }
      fail$data(condition) {
        if (!this.$data)
          return this.fail(condition);
        const { schemaCode } = this;
        this.fail((0, codegen_1._)`${schemaCode} !== undefined && (${(0, codegen_1.or)(this.invalid$data(), condition)})`);
      }
      error(append, errorParams, errorPaths) {
        if (errorParams) {
          this.setParams(errorParams);
          this._error(append, errorPaths);
          this.setParams({});
          return;
        }
        this._error(append, errorPaths);
      }
      _error(append, errorPaths) {
        ;
        (append ? errors_1.reportExtraError : errors_1.reportError)(this, this.def.error, errorPaths);
      }
      $dataError() {
        (0, errors_1.reportError)(this, this.def.$dataError || errors_1.keyword$DataError);
      }
      reset() {
        if (this.errsCount === void 0)
          throw new Error('add "trackErrors" to keyword definition');
        (0, errors_1.resetErrorsCount)(this.gen, this.errsCount);
      }
      ok(cond) {
        if (!this.allErrors)
          this.gen.if(cond);
      }
      setParams(obj, assign) {
        if (assign)
          Object.assign(this.params, obj);
        else
          this.params = obj;
      }
      block$data(valid, codeBlock, $dataValid = codegen_1.nil) {
        this.gen.block(() => {
          this.check$data(valid, $dataValid);
          codeBlock();
        });
      }
      check$data(valid = codegen_1.nil, $dataValid = codegen_1.nil) {
        if (!this.$data)
          return;
        const { gen, schemaCode, schemaType, def } = this;
        gen.if((0, codegen_1.or)((0, codegen_1._)`${schemaCode} === undefined`, $dataValid));
        if (valid !== codegen_1.nil)
          gen.assign(valid, true);
        if (schemaType.length || def.validateSchema) {
          gen.elseIf(this.invalid$data());
          this.$dataError();
          if (valid !== codegen_1.nil)
            gen.assign(valid, false);
        }
        gen.else();
      }
      invalid$data() {
        const { gen, schemaCode, schemaType, def, it } = this;
        return (0, codegen_1.or)(wrong$DataType(), invalid$DataSchema());
        function wrong$DataType() {
          if (schemaType.length) {
            if (!(schemaCode instanceof codegen_1.Name))
              throw new Error("ajv implementation error");
            const st = Array.isArray(schemaType) ? schemaType : [schemaType];
            return (0, codegen_1._)`${(0, dataType_2.checkDataTypes)(st, schemaCode, it.opts.strictNumbers, dataType_2.DataType.Wrong)}`;
          }
          return codegen_1.nil;
        }
        function invalid$DataSchema() {
          if (def.validateSchema) {
            const validateSchemaRef = gen.scopeValue("validate$data", { ref: def.validateSchema });
            return (0, codegen_1._)`!${validateSchemaRef}(${schemaCode})`;
          }
          return codegen_1.nil;
        }
      }
      subschema(appl, valid) {
        const subschema = (0, subschema_1.getSubschema)(this.it, appl);
        (0, subschema_1.extendSubschemaData)(subschema, this.it, appl);
        (0, subschema_1.extendSubschemaMode)(subschema, appl);
        const nextContext = { ...this.it, ...subschema, items: void 0, props: void 0 };
        subschemaCode(nextContext, valid);
        return nextContext;
      }
      mergeEvaluated(schemaCxt, toName) {
        const { it, gen } = this;
        if (!it.opts.unevaluated)
          return;
        if (it.props !== true && schemaCxt.props !== void 0) {
          it.props = util_1.mergeEvaluated.props(gen, schemaCxt.props, it.props, toName);
        }
        if (it.items !== true && schemaCxt.items !== void 0) {
          it.items = util_1.mergeEvaluated.items(gen, schemaCxt.items, it.items, toName);
        }
      }
      mergeValidEvaluated(schemaCxt, valid) {
        const { it, gen } = this;
        if (it.opts.unevaluated && (it.props !== true || it.items !== true)) {
          gen.if(valid, () => this.mergeEvaluated(schemaCxt, codegen_1.Name));
          return true;
        }
      }
    };
    exports.KeywordCxt = KeywordCxt;
    function keywordCode(it, keyword, def, ruleType) {
      const cxt = new KeywordCxt(it, def, keyword);
      if ("code" in def) {
        def.code(cxt, ruleType);
      } else if (cxt.$data && def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
      } else if ("macro" in def) {
        (0, keyword_1.macroKeywordCode)(cxt, def);
      } else if (def.compile || def.validate) {
        (0, keyword_1.funcKeywordCode)(cxt, def);
      }
    }
    var JSON_POINTER = /^\/(?:[^~]|~0|~1)*$/;
    var RELATIVE_JSON_POINTER = /^([0-9]+)(#|\/(?:[^~]|~0|~1)*)?$/;
    function getData($data, { dataLevel, dataNames, dataPathArr }) {
      let jsonPointer;
      let data;
      if ($data === "")
        return names_1.default.rootData;
      if ($data[0] === "/") {
        if (!JSON_POINTER.test($data))
          throw new Error(`Invalid JSON-pointer: ${$data}`);
        jsonPointer = $data;
        data = names_1.default.rootData;
      } else {
        const matches = RELATIVE_JSON_POINTER.exec($data);
        if (!matches)
          throw new Error(`Invalid JSON-pointer: ${$data}`);
        const up = +matches[1];
        jsonPointer = matches[2];
        if (jsonPointer === "#") {
          if (up >= dataLevel)
            throw new Error(errorMsg("property/index", up));
          return dataPathArr[dataLevel - up];
        }
        if (up > dataLevel)
          throw new Error(errorMsg("data", up));
        data = dataNames[dataLevel - up];
        if (!jsonPointer)
          return data;
      }
      let expr = data;
      const segments = jsonPointer.split("/");
      for (const segment of segments) {
        if (segment) {
          data = (0, codegen_1._)`${data}${(0, codegen_1.getProperty)((0, util_1.unescapeJsonPointer)(segment))}`;
          expr = (0, codegen_1._)`${expr} && ${data}`;
        }
      }
      return expr;
      function errorMsg(pointerType, up) {
        return `Cannot access ${pointerType} ${up} levels up, current level is ${dataLevel}`;
      }
    }
    exports.getData = getData;
  }
});

// node_modules/ajv/dist/runtime/validation_error.js
var require_validation_error = __commonJS({
  "node_modules/ajv/dist/runtime/validation_error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var ValidationError = class extends Error {
      constructor(errors) {
        super("validation failed");
        this.errors = errors;
        this.ajv = this.validation = true;
      }
    };
    exports.default = ValidationError;
  }
});

// node_modules/ajv/dist/compile/ref_error.js
var require_ref_error = __commonJS({
  "node_modules/ajv/dist/compile/ref_error.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var resolve_1 = require_resolve();
    var MissingRefError = class extends Error {
      constructor(resolver, baseId, ref, msg) {
        super(msg || `can't resolve reference ${ref} from id ${baseId}`);
        this.missingRef = (0, resolve_1.resolveUrl)(resolver, baseId, ref);
        this.missingSchema = (0, resolve_1.normalizeId)((0, resolve_1.getFullPath)(resolver, this.missingRef));
      }
    };
    exports.default = MissingRefError;
  }
});

// node_modules/ajv/dist/compile/index.js
var require_compile = __commonJS({
  "node_modules/ajv/dist/compile/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.resolveSchema = exports.getCompilingSchema = exports.resolveRef = exports.compileSchema = exports.SchemaEnv = void 0;
    var codegen_1 = require_codegen();
    var validation_error_1 = require_validation_error();
    var names_1 = require_names();
    var resolve_1 = require_resolve();
    var util_1 = require_util();
    var validate_1 = require_validate();
    var SchemaEnv = class {
      constructor(env) {
        var _a;
        this.refs = {};
        this.dynamicAnchors = {};
        let schema;
        if (typeof env.schema == "object")
          schema = env.schema;
        this.schema = env.schema;
        this.schemaId = env.schemaId;
        this.root = env.root || this;
        this.baseId = (_a = env.baseId) !== null && _a !== void 0 ? _a : (0, resolve_1.normalizeId)(schema === null || schema === void 0 ? void 0 : schema[env.schemaId || "$id"]);
        this.schemaPath = env.schemaPath;
        this.localRefs = env.localRefs;
        this.meta = env.meta;
        this.$async = schema === null || schema === void 0 ? void 0 : schema.$async;
        this.refs = {};
      }
    };
    exports.SchemaEnv = SchemaEnv;
    function compileSchema(sch) {
      const _sch = getCompilingSchema.call(this, sch);
      if (_sch)
        return _sch;
      const rootId = (0, resolve_1.getFullPath)(this.opts.uriResolver, sch.root.baseId);
      const { es5, lines } = this.opts.code;
      const { ownProperties } = this.opts;
      const gen = new codegen_1.CodeGen(this.scope, { es5, lines, ownProperties });
      let _ValidationError;
      if (sch.$async) {
        _ValidationError = gen.scopeValue("Error", {
          ref: validation_error_1.default,
          code: (0, codegen_1._)`require("ajv/dist/runtime/validation_error").default`
        });
      }
      const validateName = gen.scopeName("validate");
      sch.validateName = validateName;
      const schemaCxt = {
        gen,
        allErrors: this.opts.allErrors,
        data: names_1.default.data,
        parentData: names_1.default.parentData,
        parentDataProperty: names_1.default.parentDataProperty,
        dataNames: [names_1.default.data],
        dataPathArr: [codegen_1.nil],
        // TODO can its length be used as dataLevel if nil is removed?
        dataLevel: 0,
        dataTypes: [],
        definedProperties: /* @__PURE__ */ new Set(),
        topSchemaRef: gen.scopeValue("schema", this.opts.code.source === true ? { ref: sch.schema, code: (0, codegen_1.stringify)(sch.schema) } : { ref: sch.schema }),
        validateName,
        ValidationError: _ValidationError,
        schema: sch.schema,
        schemaEnv: sch,
        rootId,
        baseId: sch.baseId || rootId,
        schemaPath: codegen_1.nil,
        errSchemaPath: sch.schemaPath || (this.opts.jtd ? "" : "#"),
        errorPath: (0, codegen_1._)`""`,
        opts: this.opts,
        self: this
      };
      let sourceCode;
      try {
        this._compilations.add(sch);
        (0, validate_1.validateFunctionCode)(schemaCxt);
        gen.optimize(this.opts.code.optimize);
        const validateCode = gen.toString();
        sourceCode = `${gen.scopeRefs(names_1.default.scope)}return ${validateCode}`;
        if (this.opts.code.process)
          sourceCode = this.opts.code.process(sourceCode, sch);
        const makeValidate = new Function(`${names_1.default.self}`, `${names_1.default.scope}`, sourceCode);
        const validate = makeValidate(this, this.scope.get());
        this.scope.value(validateName, { ref: validate });
        validate.errors = null;
        validate.schema = sch.schema;
        validate.schemaEnv = sch;
        if (sch.$async)
          validate.$async = true;
        if (this.opts.code.source === true) {
          validate.source = { validateName, validateCode, scopeValues: gen._values };
        }
        if (this.opts.unevaluated) {
          const { props, items: items2 } = schemaCxt;
          validate.evaluated = {
            props: props instanceof codegen_1.Name ? void 0 : props,
            items: items2 instanceof codegen_1.Name ? void 0 : items2,
            dynamicProps: props instanceof codegen_1.Name,
            dynamicItems: items2 instanceof codegen_1.Name
          };
          if (validate.source)
            validate.source.evaluated = (0, codegen_1.stringify)(validate.evaluated);
        }
        sch.validate = validate;
        return sch;
      } catch (e) {
        delete sch.validate;
        delete sch.validateName;
        if (sourceCode)
          this.logger.error("Error compiling schema, function code:", sourceCode);
        throw e;
      } finally {
        this._compilations.delete(sch);
      }
    }
    exports.compileSchema = compileSchema;
    function resolveRef(root, baseId, ref) {
      var _a;
      ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, ref);
      const schOrFunc = root.refs[ref];
      if (schOrFunc)
        return schOrFunc;
      let _sch = resolve3.call(this, root, ref);
      if (_sch === void 0) {
        const schema = (_a = root.localRefs) === null || _a === void 0 ? void 0 : _a[ref];
        const { schemaId } = this.opts;
        if (schema)
          _sch = new SchemaEnv({ schema, schemaId, root, baseId });
      }
      if (_sch === void 0)
        return;
      return root.refs[ref] = inlineOrCompile.call(this, _sch);
    }
    exports.resolveRef = resolveRef;
    function inlineOrCompile(sch) {
      if ((0, resolve_1.inlineRef)(sch.schema, this.opts.inlineRefs))
        return sch.schema;
      return sch.validate ? sch : compileSchema.call(this, sch);
    }
    function getCompilingSchema(schEnv) {
      for (const sch of this._compilations) {
        if (sameSchemaEnv(sch, schEnv))
          return sch;
      }
    }
    exports.getCompilingSchema = getCompilingSchema;
    function sameSchemaEnv(s1, s2) {
      return s1.schema === s2.schema && s1.root === s2.root && s1.baseId === s2.baseId;
    }
    function resolve3(root, ref) {
      let sch;
      while (typeof (sch = this.refs[ref]) == "string")
        ref = sch;
      return sch || this.schemas[ref] || resolveSchema.call(this, root, ref);
    }
    function resolveSchema(root, ref) {
      const p = this.opts.uriResolver.parse(ref);
      const refPath = (0, resolve_1._getFullPath)(this.opts.uriResolver, p);
      let baseId = (0, resolve_1.getFullPath)(this.opts.uriResolver, root.baseId, void 0);
      if (Object.keys(root.schema).length > 0 && refPath === baseId) {
        return getJsonPointer.call(this, p, root);
      }
      const id = (0, resolve_1.normalizeId)(refPath);
      const schOrRef = this.refs[id] || this.schemas[id];
      if (typeof schOrRef == "string") {
        const sch = resolveSchema.call(this, root, schOrRef);
        if (typeof (sch === null || sch === void 0 ? void 0 : sch.schema) !== "object")
          return;
        return getJsonPointer.call(this, p, sch);
      }
      if (typeof (schOrRef === null || schOrRef === void 0 ? void 0 : schOrRef.schema) !== "object")
        return;
      if (!schOrRef.validate)
        compileSchema.call(this, schOrRef);
      if (id === (0, resolve_1.normalizeId)(ref)) {
        const { schema } = schOrRef;
        const { schemaId } = this.opts;
        const schId = schema[schemaId];
        if (schId)
          baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        return new SchemaEnv({ schema, schemaId, root, baseId });
      }
      return getJsonPointer.call(this, p, schOrRef);
    }
    exports.resolveSchema = resolveSchema;
    var PREVENT_SCOPE_CHANGE = /* @__PURE__ */ new Set([
      "properties",
      "patternProperties",
      "enum",
      "dependencies",
      "definitions"
    ]);
    function getJsonPointer(parsedRef, { baseId, schema, root }) {
      var _a;
      if (((_a = parsedRef.fragment) === null || _a === void 0 ? void 0 : _a[0]) !== "/")
        return;
      for (const part of parsedRef.fragment.slice(1).split("/")) {
        if (typeof schema === "boolean")
          return;
        const partSchema = schema[(0, util_1.unescapeFragment)(part)];
        if (partSchema === void 0)
          return;
        schema = partSchema;
        const schId = typeof schema === "object" && schema[this.opts.schemaId];
        if (!PREVENT_SCOPE_CHANGE.has(part) && schId) {
          baseId = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schId);
        }
      }
      let env;
      if (typeof schema != "boolean" && schema.$ref && !(0, util_1.schemaHasRulesButRef)(schema, this.RULES)) {
        const $ref = (0, resolve_1.resolveUrl)(this.opts.uriResolver, baseId, schema.$ref);
        env = resolveSchema.call(this, root, $ref);
      }
      const { schemaId } = this.opts;
      env = env || new SchemaEnv({ schema, schemaId, root, baseId });
      if (env.schema !== env.root.schema)
        return env;
      return void 0;
    }
  }
});

// node_modules/ajv/dist/refs/data.json
var require_data = __commonJS({
  "node_modules/ajv/dist/refs/data.json"(exports, module) {
    module.exports = {
      $id: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#",
      description: "Meta-schema for $data reference (JSON AnySchema extension proposal)",
      type: "object",
      required: ["$data"],
      properties: {
        $data: {
          type: "string",
          anyOf: [{ format: "relative-json-pointer" }, { format: "json-pointer" }]
        }
      },
      additionalProperties: false
    };
  }
});

// node_modules/fast-uri/lib/utils.js
var require_utils = __commonJS({
  "node_modules/fast-uri/lib/utils.js"(exports, module) {
    "use strict";
    var isUUID = RegExp.prototype.test.bind(/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/iu);
    var isIPv4 = RegExp.prototype.test.bind(/^(?:(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)$/u);
    var isPort = RegExp.prototype.test.bind(/^\d*$/u);
    var isHexPair = RegExp.prototype.test.bind(/^[\da-f]{2}$/iu);
    var isUnreserved = RegExp.prototype.test.bind(/^[\da-z\-._~]$/iu);
    var isPathCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/]$/u);
    var isQueryFragmentCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/u);
    var isUserinfoCharacter = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:]$/u);
    var BYTE_HEX = new Array(256);
    {
      const HEX_DIGITS = "0123456789ABCDEF";
      for (let i = 0; i < 256; i++) {
        BYTE_HEX[i] = "%" + HEX_DIGITS[i >> 4] + HEX_DIGITS[i & 15];
      }
    }
    function percentEncodeNonAscii(cp) {
      if (cp < 2048) {
        return BYTE_HEX[192 | cp >> 6] + BYTE_HEX[128 | cp & 63];
      }
      if (cp < 65536) {
        return BYTE_HEX[224 | cp >> 12] + BYTE_HEX[128 | cp >> 6 & 63] + BYTE_HEX[128 | cp & 63];
      }
      return BYTE_HEX[240 | cp >> 18] + BYTE_HEX[128 | cp >> 12 & 63] + BYTE_HEX[128 | cp >> 6 & 63] + BYTE_HEX[128 | cp & 63];
    }
    function stringArrayToHexStripped(input) {
      let acc = "";
      let code = 0;
      let i = 0;
      for (i = 0; i < input.length; i++) {
        code = input[i].charCodeAt(0);
        if (code === 48) {
          continue;
        }
        if (!(code >= 48 && code <= 57 || code >= 65 && code <= 70 || code >= 97 && code <= 102)) {
          return "";
        }
        acc += input[i];
        break;
      }
      for (i += 1; i < input.length; i++) {
        code = input[i].charCodeAt(0);
        if (!(code >= 48 && code <= 57 || code >= 65 && code <= 70 || code >= 97 && code <= 102)) {
          return "";
        }
        acc += input[i];
      }
      return acc;
    }
    var isHextet = RegExp.prototype.test.bind(/^[\dA-Fa-f]{1,4}$/);
    var isIPvFuture = RegExp.prototype.test.bind(/^[vV][\dA-Fa-f]+\.[A-Za-z\d\-._~!$&'()*+,;=:]+$/);
    var isZoneCharacter = RegExp.prototype.test.bind(/^[A-Za-z\d\-._~]$/);
    var nonSimpleDomain = RegExp.prototype.test.bind(/[^!"$&'()*+,\-.;=_`a-z{}~]/u);
    function isZoneIdentifier(zone) {
      if (zone.length === 0) return false;
      for (let i = 0; i < zone.length; i++) {
        if (isZoneCharacter(zone[i])) continue;
        if (zone[i] === "%" && i + 2 < zone.length && isHexPair(zone.slice(i + 1, i + 3))) {
          i += 2;
          continue;
        }
        return false;
      }
      return true;
    }
    function compressIPv6ZeroRun(hextets) {
      let bestStart = -1;
      let bestLength = 0;
      let runStart = -1;
      let runLength = 0;
      for (let i = 0; i < hextets.length; i++) {
        if (hextets[i] === "0") {
          if (runStart === -1) runStart = i;
          runLength++;
          if (runLength > bestLength) {
            bestLength = runLength;
            bestStart = runStart;
          }
        } else {
          runStart = -1;
          runLength = 0;
        }
      }
      if (bestLength < 2) return hextets.join(":");
      const head = hextets.slice(0, bestStart).join(":");
      const tail = hextets.slice(bestStart + bestLength).join(":");
      return head + "::" + tail;
    }
    function normalizeIPv6Address(input) {
      const compression = input.indexOf("::");
      if (compression !== -1 && input.indexOf("::", compression + 1) !== -1) return void 0;
      const left = compression === -1 ? input.split(":") : input.slice(0, compression).split(":");
      const right = compression === -1 ? [] : input.slice(compression + 2).split(":");
      if (compression !== -1) {
        if (left.length === 1 && left[0] === "") left.length = 0;
        if (right.length === 1 && right[0] === "") right.length = 0;
      }
      const parts = left.concat(right);
      let hextetCount = 0;
      for (let i = 0; i < parts.length; i++) {
        const part = parts[i];
        if (part === "") return void 0;
        if (part.indexOf(".") !== -1) {
          if (i !== parts.length - 1 || compression !== -1 && right.length === 0 || !isIPv4(part)) return void 0;
          hextetCount += 2;
          continue;
        }
        if (!isHextet(part)) return void 0;
        parts[i] = parseInt(part, 16).toString(16);
        hextetCount++;
      }
      if (compression === -1) {
        if (hextetCount !== 8) return void 0;
        return compressIPv6ZeroRun(parts);
      }
      if (hextetCount >= 8) return void 0;
      const expanded = parts.slice(0, left.length);
      for (let i = hextetCount; i < 8; i++) expanded.push("0");
      for (let i = left.length; i < parts.length; i++) expanded.push(parts[i]);
      return compressIPv6ZeroRun(expanded);
    }
    function normalizeIPv6(host) {
      const bracketed = host[0] === "[" && host[host.length - 1] === "]";
      const hasBracket = host[0] === "[" || host[host.length - 1] === "]";
      if (hasBracket && !bracketed) return { host, isIPV6: false, error: true };
      let input = bracketed ? host.slice(1, -1) : host;
      if (bracketed && isIPvFuture(input)) {
        input = input.toLowerCase();
        return { host: `[${input}]`, escapedHost: input, isIPV6: false, isIPVFuture: true };
      }
      if (findToken(input, ":") < 2) {
        return { host, isIPV6: false, error: bracketed };
      }
      let zoneIdentifier = "";
      const zoneSeparator = input.indexOf("%");
      if (zoneSeparator !== -1) {
        const separatorLength = input.slice(zoneSeparator, zoneSeparator + 3).toLowerCase() === "%25" ? 3 : 1;
        zoneIdentifier = input.slice(zoneSeparator + separatorLength);
        if (!isZoneIdentifier(zoneIdentifier)) return { host, isIPV6: false, error: true };
        input = input.slice(0, zoneSeparator);
      }
      const address = normalizeIPv6Address(input);
      if (address === void 0) return { host, isIPV6: false, error: true };
      return {
        host: address + (zoneIdentifier ? "%" + zoneIdentifier : ""),
        escapedHost: address + (zoneIdentifier ? "%25" + zoneIdentifier : ""),
        isIPV6: true
      };
    }
    function findToken(str, token) {
      let ind = 0;
      for (let i = 0; i < str.length; i++) {
        if (str[i] === token) ind++;
      }
      return ind;
    }
    function removeDotSegments(path2) {
      let input = path2;
      const output = [];
      let nextSlash = -1;
      let len = 0;
      while (len = input.length) {
        if (len === 1) {
          if (input === ".") {
            break;
          } else if (input === "/") {
            output.push("/");
            break;
          } else {
            output.push(input);
            break;
          }
        } else if (len === 2) {
          if (input[0] === ".") {
            if (input[1] === ".") {
              break;
            } else if (input[1] === "/") {
              input = input.slice(2);
              continue;
            }
          } else if (input[0] === "/") {
            if (input[1] === "." || input[1] === "/") {
              output.push("/");
              break;
            }
          }
        } else if (len === 3) {
          if (input === "/..") {
            if (output.length !== 0) {
              output.pop();
            }
            output.push("/");
            break;
          }
        }
        if (input[0] === ".") {
          if (input[1] === ".") {
            if (input[2] === "/") {
              input = input.slice(3);
              continue;
            }
          } else if (input[1] === "/") {
            input = input.slice(2);
            continue;
          }
        } else if (input[0] === "/") {
          if (input[1] === ".") {
            if (input[2] === "/") {
              input = input.slice(2);
              continue;
            } else if (input[2] === ".") {
              if (input[3] === "/") {
                input = input.slice(3);
                if (output.length !== 0) {
                  output.pop();
                }
                continue;
              }
            }
          }
        }
        if ((nextSlash = input.indexOf("/", 1)) === -1) {
          output.push(input);
          break;
        } else {
          output.push(input.slice(0, nextSlash));
          input = input.slice(nextSlash);
        }
      }
      return output.join("");
    }
    function removeDotSegmentsRelative(path2) {
      if (path2 === "" || path2[0] === "/") {
        return removeDotSegments(path2);
      }
      const segments = path2.split("/");
      const last = segments.length - 1;
      const output = [];
      let trailingDirectory = false;
      for (let i = 0; i <= last; i++) {
        const segment = segments[i];
        if (segment === "." || segment === "..") {
          if (segment === "..") {
            if (output.length !== 0 && output[output.length - 1] !== "..") {
              output.pop();
            } else {
              output.push("..");
            }
          }
          trailingDirectory = i === last;
        } else {
          output.push(segment);
        }
      }
      if (trailingDirectory && output[output.length - 1] !== "..") {
        output.push("");
      }
      if (output.length === 0 || output[0] === "" || output[0].includes(":")) {
        output.unshift(".");
      }
      return output.join("/");
    }
    var HOST_DELIMS = { "@": "%40", "/": "%2F", "?": "%3F", "#": "%23", ":": "%3A" };
    var HOST_DELIM_RE = /[@/?#:]/g;
    var HOST_DELIM_NO_COLON_RE = /[@/?#]/g;
    function reescapeHostDelimiters(host, isIP2) {
      const re = isIP2 ? HOST_DELIM_NO_COLON_RE : HOST_DELIM_RE;
      re.lastIndex = 0;
      return host.replace(re, (ch) => HOST_DELIMS[ch]);
    }
    function normalizePercentEncoding(input, decodeUnreserved = false) {
      if (input.indexOf("%") === -1) {
        return input;
      }
      let output = "";
      for (let i = 0; i < input.length; i++) {
        if (input[i] === "%" && i + 2 < input.length) {
          const hex2 = input.slice(i + 1, i + 3);
          if (isHexPair(hex2)) {
            const normalizedHex = hex2.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (decodeUnreserved && isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        output += input[i];
      }
      return output;
    }
    function normalizePathEncoding(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex2 = input.slice(i + 1, i + 3);
          if (isHexPair(hex2)) {
            const normalizedHex = hex2.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (decoded !== "." && isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        if (isPathCharacter(ch)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += isEscapeSafe(code) ? ch : BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function serializePathEncoding(input, pathNoScheme = false) {
      let output = "";
      let firstSegment = pathNoScheme && input[0] !== "/";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex2 = input.slice(i + 1, i + 3);
          if (isHexPair(hex2)) {
            output += "%" + hex2.toUpperCase();
            i += 2;
            continue;
          }
        }
        if (ch === "/") {
          firstSegment = false;
        }
        if (isPathCharacter(ch) && (ch !== ":" || !firstSegment)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function encodeComponent(input, isAllowed) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex2 = input.slice(i + 1, i + 3);
          if (isHexPair(hex2)) {
            output += "%" + hex2.toUpperCase();
            i += 2;
            continue;
          }
        }
        if (isAllowed(ch)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function encodeUserinfo(input) {
      return encodeComponent(input, isUserinfoCharacter);
    }
    function encodeQuery(input) {
      return encodeComponent(input, isQueryFragmentCharacter);
    }
    function encodeFragment(input) {
      return encodeComponent(input, isQueryFragmentCharacter);
    }
    function isEscapeSafe(cp) {
      return cp >= 48 && cp <= 57 || cp >= 65 && cp <= 90 || cp >= 97 && cp <= 122 || cp === 42 || cp === 43 || cp === 45 || cp === 46 || cp === 47 || cp === 64 || cp === 95;
    }
    function normalizeQueryFragmentEncoding(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        const ch = input[i];
        if (ch === "%" && i + 2 < input.length) {
          const hex2 = input.slice(i + 1, i + 3);
          if (isHexPair(hex2)) {
            const normalizedHex = hex2.toUpperCase();
            const decoded = String.fromCharCode(parseInt(normalizedHex, 16));
            if (isUnreserved(decoded)) {
              output += decoded;
            } else {
              output += "%" + normalizedHex;
            }
            i += 2;
            continue;
          }
        }
        if (isQueryFragmentCharacter(ch)) {
          output += ch;
        } else {
          const code = input.charCodeAt(i);
          if (code < 128) {
            output += isEscapeSafe(code) ? ch : BYTE_HEX[code];
          } else if (code < 55296 || code > 57343) {
            output += percentEncodeNonAscii(code);
          } else if (code <= 56319 && i + 1 < input.length) {
            const low = input.charCodeAt(i + 1);
            if (low >= 56320 && low <= 57343) {
              output += percentEncodeNonAscii(65536 + (code - 55296 << 10) + (low - 56320));
              i++;
            } else {
              output += percentEncodeNonAscii(65533);
            }
          } else {
            output += percentEncodeNonAscii(65533);
          }
        }
      }
      return output;
    }
    function escapePreservingEscapes(input) {
      let output = "";
      for (let i = 0; i < input.length; i++) {
        if (input[i] === "%" && i + 2 < input.length) {
          const hex2 = input.slice(i + 1, i + 3);
          if (isHexPair(hex2)) {
            output += "%" + hex2.toUpperCase();
            i += 2;
            continue;
          }
        }
        output += escape(input[i]);
      }
      return output;
    }
    function recomposeAuthority(component) {
      const uriTokens = [];
      if (component.userinfo !== void 0) {
        uriTokens.push(encodeUserinfo(component.userinfo));
        uriTokens.push("@");
      }
      if (component.host !== void 0) {
        let host = component.host;
        if (!isIPv4(host)) {
          let ipV6res = normalizeIPv6(host);
          if (ipV6res.isIPV6 !== true && ipV6res.isIPVFuture !== true) {
            host = normalizePercentEncoding(host, true);
            ipV6res = normalizeIPv6(host);
          }
          if (ipV6res.isIPV6 === true || ipV6res.isIPVFuture === true) {
            host = `[${ipV6res.escapedHost}]`;
          } else {
            host = reescapeHostDelimiters(host, false);
          }
        }
        uriTokens.push(host);
      }
      if (typeof component.port === "number" || typeof component.port === "string") {
        const port = String(component.port);
        if (!isPort(port)) {
          throw new TypeError("URI port is malformed.");
        }
        uriTokens.push(":");
        uriTokens.push(port);
      }
      return uriTokens.length ? uriTokens.join("") : void 0;
    }
    module.exports = {
      nonSimpleDomain,
      recomposeAuthority,
      reescapeHostDelimiters,
      normalizePercentEncoding,
      normalizePathEncoding,
      serializePathEncoding,
      normalizeQueryFragmentEncoding,
      encodeUserinfo,
      encodeQuery,
      encodeFragment,
      escapePreservingEscapes,
      removeDotSegments,
      removeDotSegmentsRelative,
      isIPv4,
      isUUID,
      normalizeIPv6,
      stringArrayToHexStripped
    };
  }
});

// node_modules/fast-uri/lib/schemes.js
var require_schemes = __commonJS({
  "node_modules/fast-uri/lib/schemes.js"(exports, module) {
    "use strict";
    var { isUUID } = require_utils();
    var URN_REG = /^([\da-z][\d\-a-z]{0,31}):((?:[\w!$'()*+,\-./:;=@]|%[\da-f]{2})+)$/iu;
    var supportedSchemeNames = (
      /** @type {const} */
      [
        "http",
        "https",
        "ws",
        "wss",
        "urn",
        "urn:uuid"
      ]
    );
    function isValidSchemeName(name) {
      return supportedSchemeNames.indexOf(
        /** @type {*} */
        name
      ) !== -1;
    }
    function wsIsSecure(wsComponent) {
      if (wsComponent.secure === true) {
        return true;
      } else if (wsComponent.secure === false) {
        return false;
      } else if (wsComponent.scheme) {
        return wsComponent.scheme.length === 3 && (wsComponent.scheme[0] === "w" || wsComponent.scheme[0] === "W") && (wsComponent.scheme[1] === "s" || wsComponent.scheme[1] === "S") && (wsComponent.scheme[2] === "s" || wsComponent.scheme[2] === "S");
      } else {
        return false;
      }
    }
    function httpParse(component) {
      if (!component.host) {
        component.error = component.error || "HTTP URIs must have a host.";
      }
      return component;
    }
    function httpSerialize(component) {
      const secure = String(component.scheme).toLowerCase() === "https";
      if (component.port === (secure ? 443 : 80) || component.port === "") {
        component.port = void 0;
      }
      if (!component.path) {
        component.path = "/";
      }
      return component;
    }
    function wsParse(wsComponent) {
      wsComponent.secure = wsIsSecure(wsComponent);
      wsComponent.resourceName = (wsComponent.path || "/") + (wsComponent.query ? "?" + wsComponent.query : "");
      wsComponent.path = void 0;
      wsComponent.query = void 0;
      return wsComponent;
    }
    function wsSerialize(wsComponent) {
      if (wsComponent.port === (wsIsSecure(wsComponent) ? 443 : 80) || wsComponent.port === "") {
        wsComponent.port = void 0;
      }
      if (typeof wsComponent.secure === "boolean") {
        wsComponent.scheme = wsComponent.secure ? "wss" : "ws";
        wsComponent.secure = void 0;
      }
      if (wsComponent.resourceName) {
        const queryIndex = wsComponent.resourceName.indexOf("?");
        const path2 = queryIndex === -1 ? wsComponent.resourceName : wsComponent.resourceName.slice(0, queryIndex);
        wsComponent.path = path2 && path2 !== "/" ? path2 : void 0;
        wsComponent.query = queryIndex === -1 ? void 0 : wsComponent.resourceName.slice(queryIndex + 1);
        wsComponent.resourceName = void 0;
      }
      wsComponent.fragment = void 0;
      return wsComponent;
    }
    function urnParse(urnComponent, options) {
      if (!urnComponent.path) {
        urnComponent.error = "URN can not be parsed";
        return urnComponent;
      }
      const matches = urnComponent.path.match(URN_REG);
      if (matches && matches[0] === urnComponent.path) {
        const scheme = options.scheme || urnComponent.scheme || "urn";
        urnComponent.nid = matches[1].toLowerCase();
        urnComponent.nss = matches[2];
        const urnScheme = `${scheme}:${options.nid || urnComponent.nid}`;
        const schemeHandler = getSchemeHandler(urnScheme);
        urnComponent.path = void 0;
        if (schemeHandler) {
          urnComponent = schemeHandler.parse(urnComponent, options);
        }
      } else {
        urnComponent.error = urnComponent.error || "URN can not be parsed.";
      }
      return urnComponent;
    }
    function urnSerialize(urnComponent, options) {
      if (urnComponent.nid === void 0) {
        throw new Error("URN without nid cannot be serialized");
      }
      const scheme = options.scheme || urnComponent.scheme || "urn";
      const nid = urnComponent.nid.toLowerCase();
      const urnScheme = `${scheme}:${options.nid || nid}`;
      const schemeHandler = getSchemeHandler(urnScheme);
      if (schemeHandler) {
        urnComponent = schemeHandler.serialize(urnComponent, options);
      }
      const uriComponent = urnComponent;
      const nss = urnComponent.nss;
      uriComponent.path = `${nid || options.nid}:${nss}`;
      options.skipEscape = true;
      return uriComponent;
    }
    function urnuuidParse(urnComponent, options) {
      const uuidComponent = urnComponent;
      uuidComponent.uuid = uuidComponent.nss;
      uuidComponent.nss = void 0;
      if (!options.tolerant && (!uuidComponent.uuid || !isUUID(uuidComponent.uuid))) {
        uuidComponent.error = uuidComponent.error || "UUID is not valid.";
      }
      return uuidComponent;
    }
    function urnuuidSerialize(uuidComponent) {
      const urnComponent = uuidComponent;
      urnComponent.nss = (uuidComponent.uuid || "").toLowerCase();
      return urnComponent;
    }
    var http2 = (
      /** @type {SchemeHandler} */
      {
        scheme: "http",
        domainHost: true,
        parse: httpParse,
        serialize: httpSerialize
      }
    );
    var https = (
      /** @type {SchemeHandler} */
      {
        scheme: "https",
        domainHost: http2.domainHost,
        parse: httpParse,
        serialize: httpSerialize
      }
    );
    var ws = (
      /** @type {SchemeHandler} */
      {
        scheme: "ws",
        domainHost: true,
        parse: wsParse,
        serialize: wsSerialize
      }
    );
    var wss = (
      /** @type {SchemeHandler} */
      {
        scheme: "wss",
        domainHost: ws.domainHost,
        parse: ws.parse,
        serialize: ws.serialize
      }
    );
    var urn = (
      /** @type {SchemeHandler} */
      {
        scheme: "urn",
        parse: urnParse,
        serialize: urnSerialize,
        skipNormalize: true
      }
    );
    var urnuuid = (
      /** @type {SchemeHandler} */
      {
        scheme: "urn:uuid",
        parse: urnuuidParse,
        serialize: urnuuidSerialize,
        skipNormalize: true
      }
    );
    var SCHEMES = (
      /** @type {Record<SchemeName, SchemeHandler>} */
      {
        http: http2,
        https,
        ws,
        wss,
        urn,
        "urn:uuid": urnuuid
      }
    );
    Object.setPrototypeOf(SCHEMES, null);
    function getSchemeHandler(scheme) {
      return scheme && (SCHEMES[
        /** @type {SchemeName} */
        scheme
      ] || SCHEMES[
        /** @type {SchemeName} */
        scheme.toLowerCase()
      ]) || void 0;
    }
    module.exports = {
      wsIsSecure,
      SCHEMES,
      isValidSchemeName,
      getSchemeHandler
    };
  }
});

// node_modules/fast-uri/index.js
var require_fast_uri = __commonJS({
  "node_modules/fast-uri/index.js"(exports, module) {
    "use strict";
    var { normalizeIPv6, removeDotSegments, removeDotSegmentsRelative, recomposeAuthority, normalizePercentEncoding, normalizePathEncoding, serializePathEncoding, normalizeQueryFragmentEncoding, encodeQuery, encodeFragment, reescapeHostDelimiters, isIPv4, nonSimpleDomain } = require_utils();
    var { SCHEMES, getSchemeHandler } = require_schemes();
    var VALID_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/u;
    var MALFORMED_SCHEME_ERROR = "URI scheme is malformed.";
    var MALFORMED_HOST_ERROR = "URI host is malformed.";
    var FORBIDDEN_DOMAIN_HOST_CHARACTER = /[\0-\x20"#/:<>?@[\\\]^`{|}\x7F]/u;
    function validateScheme(scheme) {
      const stringScheme = String(scheme);
      if (!VALID_SCHEME.test(stringScheme)) {
        throw new TypeError(MALFORMED_SCHEME_ERROR);
      }
      return stringScheme;
    }
    function normalize(uri, options) {
      if (typeof uri === "string") {
        uri = /** @type {T} */
        normalizeString(uri, options);
      } else if (typeof uri === "object") {
        uri = /** @type {T} */
        parse(serialize(uri, options), options);
      }
      return uri;
    }
    function resolve3(baseURI, relativeURI, options) {
      const schemelessOptions = options ? Object.assign({ scheme: "null" }, options) : { scheme: "null" };
      const {
        parsed: baseParsed,
        malformedAuthorityOrPort: baseMalformed,
        malformedPercentEncoding: baseMalformedPercentEncoding,
        malformedSchemeSpecific: baseMalformedSchemeSpecific,
        malformedHost: baseMalformedHost,
        malformedScheme: baseMalformedScheme
      } = parseWithStatus(baseURI, schemelessOptions);
      const {
        parsed: relativeParsed,
        malformedAuthorityOrPort: relativeMalformed,
        malformedPercentEncoding: relativeMalformedPercentEncoding,
        malformedSchemeSpecific: relativeMalformedSchemeSpecific,
        malformedHost: relativeMalformedHost,
        malformedScheme: relativeMalformedScheme
      } = parseWithStatus(relativeURI, schemelessOptions);
      if (baseMalformed || relativeMalformed || baseMalformedPercentEncoding || relativeMalformedPercentEncoding || baseMalformedSchemeSpecific || relativeMalformedSchemeSpecific || baseMalformedHost || relativeMalformedHost || baseMalformedScheme || relativeMalformedScheme) {
        throw new Error(baseParsed.error || relativeParsed.error || "URI is malformed.");
      }
      const resolved = resolveComponent(baseParsed, relativeParsed, schemelessOptions, true);
      const resolvedSchemeHandler = getSchemeHandler(options && options.scheme || resolved.scheme);
      const resolvedHost = resolved.host;
      const resolvedHostIsIP = resolvedHost !== void 0 && resolvedHost !== "" && (isIPv4(resolvedHost) || normalizeIPv6(resolvedHost).isIPV6);
      if (hasForbiddenDomainHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP)) {
        throw new Error(MALFORMED_HOST_ERROR);
      }
      canonicalizeHost(resolved, options || {}, resolvedSchemeHandler, resolvedHostIsIP);
      const encodedASCIIHost = resolvedHost && resolvedHost.indexOf("%") !== -1 && !new RegExp("\\P{ASCII}", "u").test(resolvedHost);
      if (resolved.error && !encodedASCIIHost) {
        throw new Error(resolved.error);
      }
      schemelessOptions.skipEscape = true;
      return serialize(resolved, schemelessOptions);
    }
    function resolveComponent(base, relative2, options, skipNormalization) {
      const target = {};
      if (!skipNormalization) {
        base = parse(serialize(base, options), options);
        relative2 = parse(serialize(relative2, options), options);
      }
      options = options || {};
      if (!options.tolerant && relative2.scheme) {
        target.scheme = relative2.scheme;
        target.userinfo = relative2.userinfo;
        target.host = relative2.host;
        target.port = relative2.port;
        target.path = removeDotSegments(relative2.path || "");
        target.query = relative2.query;
      } else {
        if (relative2.userinfo !== void 0 || relative2.host !== void 0 || relative2.port !== void 0) {
          target.userinfo = relative2.userinfo;
          target.host = relative2.host;
          target.port = relative2.port;
          target.path = removeDotSegments(relative2.path || "");
          target.query = relative2.query;
        } else {
          if (!relative2.path) {
            target.path = base.path;
            if (relative2.query !== void 0) {
              target.query = relative2.query;
            } else {
              target.query = base.query;
            }
          } else {
            if (relative2.path[0] === "/") {
              target.path = removeDotSegments(relative2.path);
            } else {
              const baseHasAuthority = base.userinfo !== void 0 || base.host !== void 0 || base.port !== void 0;
              if (baseHasAuthority && !base.path) {
                target.path = "/" + relative2.path;
              } else if (!base.path) {
                target.path = relative2.path;
              } else {
                target.path = base.path.slice(0, base.path.lastIndexOf("/") + 1) + relative2.path;
              }
              target.path = base.scheme === void 0 && !baseHasAuthority && target.path[0] !== "/" ? removeDotSegmentsRelative(target.path) : removeDotSegments(target.path);
            }
            target.query = relative2.query;
          }
          target.userinfo = base.userinfo;
          target.host = base.host;
          target.port = base.port;
        }
        target.scheme = base.scheme;
      }
      target.fragment = relative2.fragment;
      return target;
    }
    function equal(uriA, uriB, options) {
      const normalizedA = normalizeComparableURI(uriA, options);
      const normalizedB = normalizeComparableURI(uriB, options);
      return normalizedA !== void 0 && normalizedB !== void 0 && normalizedA === normalizedB;
    }
    function serialize(cmpts, opts) {
      const component = {
        host: cmpts.host,
        scheme: cmpts.scheme,
        userinfo: cmpts.userinfo,
        port: cmpts.port,
        path: cmpts.path,
        query: cmpts.query,
        nid: cmpts.nid,
        nss: cmpts.nss,
        uuid: cmpts.uuid,
        fragment: cmpts.fragment,
        reference: cmpts.reference,
        resourceName: cmpts.resourceName,
        secure: cmpts.secure,
        error: ""
      };
      const options = Object.assign({}, opts);
      const uriTokens = [];
      if (component.scheme) {
        component.scheme = validateScheme(component.scheme);
      }
      const schemeHandler = getSchemeHandler(options.scheme || component.scheme);
      if (schemeHandler && schemeHandler.serialize) schemeHandler.serialize(component, options);
      const hasAuthority = component.userinfo !== void 0 || component.host !== void 0 || component.port !== void 0;
      const schemelessReference = (component.scheme === void 0 || options.reference === "suffix") && !hasAuthority;
      const pathNoScheme = !options.skipEscape && schemelessReference;
      if (component.path !== void 0) {
        if (!options.skipEscape) {
          component.path = serializePathEncoding(component.path, pathNoScheme);
        } else {
          component.path = normalizePercentEncoding(component.path);
        }
      }
      if (options.reference !== "suffix" && component.scheme) {
        component.scheme = validateScheme(component.scheme);
        uriTokens.push(component.scheme, ":");
      }
      const authority = recomposeAuthority(component);
      if (authority !== void 0) {
        if (options.reference !== "suffix") {
          uriTokens.push("//");
        }
        uriTokens.push(authority);
        if (component.path && component.path[0] !== "/") {
          uriTokens.push("/");
        }
      }
      if (component.path !== void 0) {
        let s = component.path;
        if (!options.absolutePath && (!schemeHandler || !schemeHandler.absolutePath)) {
          s = schemelessReference && s[0] !== "/" ? removeDotSegmentsRelative(s) : removeDotSegments(s);
        }
        if (schemelessReference) {
          s = serializePathEncoding(s, true);
        }
        if (authority === void 0 && s[0] === "/" && s[1] === "/") {
          s = "/%2F" + s.slice(2);
        }
        uriTokens.push(s);
      }
      if (component.query !== void 0) {
        uriTokens.push("?", encodeQuery(component.query));
      }
      if (component.fragment !== void 0) {
        uriTokens.push("#", encodeFragment(component.fragment));
      }
      return uriTokens.join("");
    }
    var URI_PARSE = /^(?:([^#/:?]+):)?(?:\/\/((?:([^#/?@]*)@)?(\[[^#/?\]]+\]|[^#/:?]*)(?::(\d*))?))?([^#?]*)(?:\?([^#]*))?(?:#((?:.|[\n\r])*))?/u;
    var AUTHORITY_PREFIX = /^(?:[^#/:?]+:)?\/\/([^/?#]*)/;
    var AUTHORITY_INTRODUCER_REGION = /^(?:[^#/:?]+:)?([/\\\t\n\r]*)/;
    function getParseError(parsed, matches) {
      if (matches[2] !== void 0 && parsed.path && parsed.path[0] !== "/") {
        return 'URI path must start with "/" when authority is present.';
      }
      if (typeof parsed.port === "number" && (parsed.port < 0 || parsed.port > 65535)) {
        return "URI port is malformed.";
      }
      return void 0;
    }
    function hasMalformedPercentEncoding(component) {
      if (component === void 0) return false;
      let percent = component.indexOf("%");
      while (percent !== -1) {
        if (percent + 2 >= component.length || !/^[\da-f]{2}$/iu.test(component.slice(percent + 1, percent + 3))) {
          return true;
        }
        percent = component.indexOf("%", percent + 3);
      }
      return false;
    }
    function isIPLiteral(host) {
      return host[0] === "[" && host[host.length - 1] === "]";
    }
    function hasMalformedComponentPercentEncoding(matches) {
      const host = matches[4];
      return hasMalformedPercentEncoding(matches[3]) || host !== void 0 && !isIPLiteral(host) && hasMalformedPercentEncoding(host) || hasMalformedPercentEncoding(matches[6]) || hasMalformedPercentEncoding(matches[7]) || hasMalformedPercentEncoding(matches[8]);
    }
    function canonicalizeHost(parsed, options, schemeHandler, isIP2) {
      if (hasForbiddenDomainHost(parsed, options, schemeHandler, isIP2)) {
        parsed.error = parsed.error || MALFORMED_HOST_ERROR;
        return true;
      }
      if (!options.unicodeSupport && (!schemeHandler || !schemeHandler.unicodeSupport) && parsed.host && !isIPLiteral(parsed.host) && (options.domainHost || schemeHandler && schemeHandler.domainHost) && isIP2 === false && nonSimpleDomain(parsed.host)) {
        let url;
        try {
          url = new URL("http://" + parsed.host);
        } catch (e) {
          parsed.error = parsed.error || "Host's domain name can not be converted to ASCII: " + e;
          return true;
        }
        if (!isHostOnlyURL(url)) {
          parsed.error = parsed.error || MALFORMED_HOST_ERROR;
          return true;
        }
        parsed.host = url.hostname;
      }
      return false;
    }
    function hasForbiddenDomainHost(parsed, options, schemeHandler, isIP2) {
      return Boolean(
        parsed.host && isIP2 === false && !isIPLiteral(parsed.host) && (options.domainHost || schemeHandler && schemeHandler.domainHost) && FORBIDDEN_DOMAIN_HOST_CHARACTER.test(parsed.host)
      );
    }
    function isHostOnlyURL(url) {
      return url.username === "" && url.password === "" && url.port === "" && url.pathname === "/" && url.search === "" && url.hash === "" && url.hostname !== "";
    }
    function parseWithStatus(uri, opts) {
      const options = Object.assign({}, opts);
      const parsed = {
        scheme: void 0,
        userinfo: void 0,
        host: "",
        port: void 0,
        path: "",
        query: void 0,
        fragment: void 0
      };
      let malformedAuthorityOrPort = false;
      let malformedPercentEncoding = false;
      let malformedSchemeSpecific = false;
      let malformedHost = false;
      let malformedIPLiteral = false;
      let malformedScheme = false;
      let isIP2 = false;
      if (options.reference === "suffix") {
        if (options.scheme) {
          uri = options.scheme + ":" + uri;
        } else {
          uri = "//" + uri;
        }
      }
      const authorityMatch = uri.match(AUTHORITY_PREFIX);
      if (authorityMatch !== null && authorityMatch[1].indexOf("\\") !== -1) {
        parsed.error = "URI authority must not contain a literal backslash.";
        malformedAuthorityOrPort = true;
      }
      const introducerMatch = uri.match(AUTHORITY_INTRODUCER_REGION);
      if (introducerMatch !== null) {
        const region = introducerMatch[1];
        const normalizedRegion = region.replace(/[\t\n\r]/g, "");
        if (normalizedRegion.length >= 2) {
          if (normalizedRegion.slice(0, 2) !== "//") {
            parsed.error = parsed.error || "URI authority must not contain a literal backslash.";
            malformedAuthorityOrPort = true;
          } else if (region.length !== normalizedRegion.length) {
            parsed.error = parsed.error || "URI authority introducer must not contain whitespace.";
            malformedAuthorityOrPort = true;
          }
        }
      }
      const matches = uri.match(URI_PARSE);
      if (matches) {
        parsed.scheme = matches[1];
        parsed.userinfo = matches[3];
        parsed.host = matches[4];
        parsed.port = parseInt(matches[5], 10);
        parsed.path = matches[6] || "";
        parsed.query = matches[7];
        parsed.fragment = matches[8];
        if (parsed.scheme !== void 0) {
          if (VALID_SCHEME.test(parsed.scheme)) {
            parsed.scheme = parsed.scheme.toLowerCase();
          } else {
            parsed.error = parsed.error || MALFORMED_SCHEME_ERROR;
            malformedScheme = true;
          }
        }
        malformedPercentEncoding = hasMalformedComponentPercentEncoding(matches);
        if (malformedPercentEncoding) {
          parsed.error = parsed.error || "URI contains malformed percent-encoding.";
        }
        if (isNaN(parsed.port)) {
          parsed.port = matches[5];
        }
        const parseError = getParseError(parsed, matches);
        if (parseError !== void 0) {
          parsed.error = parsed.error || parseError;
          malformedAuthorityOrPort = true;
        }
        if (parsed.host) {
          const ipv4result = isIPv4(parsed.host);
          if (ipv4result === false) {
            const bracketedIPLiteral = isIPLiteral(parsed.host);
            const hasIPLiteralBracket = parsed.host.indexOf("[") !== -1 || parsed.host.indexOf("]") !== -1;
            const ipv6result = normalizeIPv6(parsed.host);
            isIP2 = ipv6result.isIPV6 || ipv6result.isIPVFuture === true;
            malformedIPLiteral = hasIPLiteralBracket && (!bracketedIPLiteral || ipv6result.error === true);
            parsed.host = isIP2 ? ipv6result.host : ipv6result.host.toLowerCase();
            if (malformedIPLiteral) {
              parsed.error = parsed.error || MALFORMED_HOST_ERROR;
              malformedAuthorityOrPort = true;
            }
          } else {
            isIP2 = true;
          }
        }
        if (parsed.scheme === void 0 && parsed.userinfo === void 0 && parsed.host === void 0 && parsed.port === void 0 && parsed.query === void 0 && !parsed.path) {
          parsed.reference = "same-document";
        } else if (parsed.scheme === void 0) {
          parsed.reference = "relative";
        } else if (parsed.fragment === void 0) {
          parsed.reference = "absolute";
        } else {
          parsed.reference = "uri";
        }
        if (options.reference && options.reference !== "suffix" && options.reference !== parsed.reference) {
          parsed.error = parsed.error || "URI is not a " + options.reference + " reference.";
        }
        const schemeHandler = getSchemeHandler(options.scheme || parsed.scheme);
        if (!malformedIPLiteral) {
          malformedHost = canonicalizeHost(parsed, options, schemeHandler, isIP2);
        }
        if (uri.indexOf("%") !== -1 && parsed.host !== void 0 && !malformedIPLiteral) {
          let host = isIP2 ? parsed.host : normalizePercentEncoding(parsed.host, true);
          if (!isIP2) {
            host = normalizePercentEncoding(host.toLowerCase());
          }
          parsed.host = isIP2 || options.scheme !== "null" ? reescapeHostDelimiters(host, isIP2) : host;
        }
        if (!schemeHandler || schemeHandler && !schemeHandler.skipNormalize) {
          if (parsed.path) {
            parsed.path = normalizePathEncoding(parsed.path);
          }
          if (parsed.query) {
            parsed.query = normalizeQueryFragmentEncoding(parsed.query);
          }
          if (parsed.fragment) {
            parsed.fragment = normalizeQueryFragmentEncoding(parsed.fragment);
          }
        }
        if (schemeHandler && schemeHandler.parse) {
          schemeHandler.parse(parsed, options);
          if (schemeHandler === SCHEMES.urn && parsed.nid === void 0) {
            malformedSchemeSpecific = true;
          }
        }
      } else {
        parsed.error = parsed.error || "URI can not be parsed.";
      }
      return { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme };
    }
    function parse(uri, opts) {
      return parseWithStatus(uri, opts).parsed;
    }
    function normalizeString(uri, opts) {
      return normalizeStringWithStatus(uri, opts).normalized;
    }
    function normalizeStringWithStatus(uri, opts) {
      const { parsed, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = parseWithStatus(uri, opts);
      return {
        normalized: malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? uri : serialize(parsed, opts),
        malformedAuthorityOrPort,
        malformedPercentEncoding,
        malformedSchemeSpecific,
        malformedHost,
        malformedScheme
      };
    }
    function normalizeComparableURI(uri, opts) {
      if (typeof uri !== "string" && typeof uri !== "object") {
        return void 0;
      }
      let value;
      try {
        value = typeof uri === "string" ? uri : serialize(uri, opts);
      } catch {
        return void 0;
      }
      const { normalized, malformedAuthorityOrPort, malformedPercentEncoding, malformedSchemeSpecific, malformedHost, malformedScheme } = normalizeStringWithStatus(value, opts);
      return malformedAuthorityOrPort || malformedPercentEncoding || malformedSchemeSpecific || malformedHost || malformedScheme ? void 0 : normalized;
    }
    var fastUri = {
      SCHEMES,
      normalize,
      resolve: resolve3,
      resolveComponent,
      equal,
      serialize,
      parse
    };
    module.exports = fastUri;
    module.exports.default = fastUri;
    module.exports.fastUri = fastUri;
  }
});

// node_modules/ajv/dist/runtime/uri.js
var require_uri = __commonJS({
  "node_modules/ajv/dist/runtime/uri.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var uri = require_fast_uri();
    uri.code = 'require("ajv/dist/runtime/uri").default';
    exports.default = uri;
  }
});

// node_modules/ajv/dist/core.js
var require_core = __commonJS({
  "node_modules/ajv/dist/core.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = void 0;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    var ref_error_1 = require_ref_error();
    var rules_1 = require_rules();
    var compile_1 = require_compile();
    var codegen_2 = require_codegen();
    var resolve_1 = require_resolve();
    var dataType_1 = require_dataType();
    var util_1 = require_util();
    var $dataRefSchema = require_data();
    var uri_1 = require_uri();
    var defaultRegExp = (str, flags) => new RegExp(str, flags);
    defaultRegExp.code = "new RegExp";
    var META_IGNORE_OPTIONS = ["removeAdditional", "useDefaults", "coerceTypes"];
    var EXT_SCOPE_NAMES = /* @__PURE__ */ new Set([
      "validate",
      "serialize",
      "parse",
      "wrapper",
      "root",
      "schema",
      "keyword",
      "pattern",
      "formats",
      "validate$data",
      "func",
      "obj",
      "Error"
    ]);
    var removedOptions = {
      errorDataPath: "",
      format: "`validateFormats: false` can be used instead.",
      nullable: '"nullable" keyword is supported by default.',
      jsonPointers: "Deprecated jsPropertySyntax can be used instead.",
      extendRefs: "Deprecated ignoreKeywordsWithRef can be used instead.",
      missingRefs: "Pass empty schema with $id that should be ignored to ajv.addSchema.",
      processCode: "Use option `code: {process: (code, schemaEnv: object) => string}`",
      sourceCode: "Use option `code: {source: true}`",
      strictDefaults: "It is default now, see option `strict`.",
      strictKeywords: "It is default now, see option `strict`.",
      uniqueItems: '"uniqueItems" keyword is always validated.',
      unknownFormats: "Disable strict mode or pass `true` to `ajv.addFormat` (or `formats` option).",
      cache: "Map is used as cache, schema object as key.",
      serialize: "Map is used as cache, schema object as key.",
      ajvErrors: "It is default now."
    };
    var deprecatedOptions = {
      ignoreKeywordsWithRef: "",
      jsPropertySyntax: "",
      unicode: '"minLength"/"maxLength" account for unicode characters by default.'
    };
    var MAX_EXPRESSION = 200;
    function requiredOptions(o) {
      var _a, _b, _c, _d, _e, _f, _g, _h, _j, _k, _l, _m, _o, _p, _q, _r, _s, _t, _u, _v, _w, _x, _y, _z, _0;
      const s = o.strict;
      const _optz = (_a = o.code) === null || _a === void 0 ? void 0 : _a.optimize;
      const optimize = _optz === true || _optz === void 0 ? 1 : _optz || 0;
      const regExp = (_c = (_b = o.code) === null || _b === void 0 ? void 0 : _b.regExp) !== null && _c !== void 0 ? _c : defaultRegExp;
      const uriResolver = (_d = o.uriResolver) !== null && _d !== void 0 ? _d : uri_1.default;
      return {
        strictSchema: (_f = (_e = o.strictSchema) !== null && _e !== void 0 ? _e : s) !== null && _f !== void 0 ? _f : true,
        strictNumbers: (_h = (_g = o.strictNumbers) !== null && _g !== void 0 ? _g : s) !== null && _h !== void 0 ? _h : true,
        strictTypes: (_k = (_j = o.strictTypes) !== null && _j !== void 0 ? _j : s) !== null && _k !== void 0 ? _k : "log",
        strictTuples: (_m = (_l = o.strictTuples) !== null && _l !== void 0 ? _l : s) !== null && _m !== void 0 ? _m : "log",
        strictRequired: (_p = (_o = o.strictRequired) !== null && _o !== void 0 ? _o : s) !== null && _p !== void 0 ? _p : false,
        code: o.code ? { ...o.code, optimize, regExp } : { optimize, regExp },
        loopRequired: (_q = o.loopRequired) !== null && _q !== void 0 ? _q : MAX_EXPRESSION,
        loopEnum: (_r = o.loopEnum) !== null && _r !== void 0 ? _r : MAX_EXPRESSION,
        meta: (_s = o.meta) !== null && _s !== void 0 ? _s : true,
        messages: (_t = o.messages) !== null && _t !== void 0 ? _t : true,
        inlineRefs: (_u = o.inlineRefs) !== null && _u !== void 0 ? _u : true,
        schemaId: (_v = o.schemaId) !== null && _v !== void 0 ? _v : "$id",
        addUsedSchema: (_w = o.addUsedSchema) !== null && _w !== void 0 ? _w : true,
        validateSchema: (_x = o.validateSchema) !== null && _x !== void 0 ? _x : true,
        validateFormats: (_y = o.validateFormats) !== null && _y !== void 0 ? _y : true,
        unicodeRegExp: (_z = o.unicodeRegExp) !== null && _z !== void 0 ? _z : true,
        int32range: (_0 = o.int32range) !== null && _0 !== void 0 ? _0 : true,
        uriResolver
      };
    }
    var Ajv = class {
      constructor(opts = {}) {
        this.schemas = {};
        this.refs = {};
        this.formats = /* @__PURE__ */ Object.create(null);
        this._compilations = /* @__PURE__ */ new Set();
        this._loading = {};
        this._cache = /* @__PURE__ */ new Map();
        opts = this.opts = { ...opts, ...requiredOptions(opts) };
        const { es5, lines } = this.opts.code;
        this.scope = new codegen_2.ValueScope({ scope: {}, prefixes: EXT_SCOPE_NAMES, es5, lines });
        this.logger = getLogger(opts.logger);
        const formatOpt = opts.validateFormats;
        opts.validateFormats = false;
        this.RULES = (0, rules_1.getRules)();
        checkOptions.call(this, removedOptions, opts, "NOT SUPPORTED");
        checkOptions.call(this, deprecatedOptions, opts, "DEPRECATED", "warn");
        this._metaOpts = getMetaSchemaOptions.call(this);
        if (opts.formats)
          addInitialFormats.call(this);
        this._addVocabularies();
        this._addDefaultMetaSchema();
        if (opts.keywords)
          addInitialKeywords.call(this, opts.keywords);
        if (typeof opts.meta == "object")
          this.addMetaSchema(opts.meta);
        addInitialSchemas.call(this);
        opts.validateFormats = formatOpt;
      }
      _addVocabularies() {
        this.addKeyword("$async");
      }
      _addDefaultMetaSchema() {
        const { $data, meta, schemaId } = this.opts;
        let _dataRefSchema = $dataRefSchema;
        if (schemaId === "id") {
          _dataRefSchema = { ...$dataRefSchema };
          _dataRefSchema.id = _dataRefSchema.$id;
          delete _dataRefSchema.$id;
        }
        if (meta && $data)
          this.addMetaSchema(_dataRefSchema, _dataRefSchema[schemaId], false);
      }
      defaultMeta() {
        const { meta, schemaId } = this.opts;
        return this.opts.defaultMeta = typeof meta == "object" ? meta[schemaId] || meta : void 0;
      }
      validate(schemaKeyRef, data) {
        let v;
        if (typeof schemaKeyRef == "string") {
          v = this.getSchema(schemaKeyRef);
          if (!v)
            throw new Error(`no schema with key or ref "${schemaKeyRef}"`);
        } else {
          v = this.compile(schemaKeyRef);
        }
        const valid = v(data);
        if (!("$async" in v))
          this.errors = v.errors;
        return valid;
      }
      compile(schema, _meta) {
        const sch = this._addSchema(schema, _meta);
        return sch.validate || this._compileSchemaEnv(sch);
      }
      compileAsync(schema, meta) {
        if (typeof this.opts.loadSchema != "function") {
          throw new Error("options.loadSchema should be a function");
        }
        const { loadSchema } = this.opts;
        return runCompileAsync.call(this, schema, meta);
        async function runCompileAsync(_schema, _meta) {
          await loadMetaSchema.call(this, _schema.$schema);
          const sch = this._addSchema(_schema, _meta);
          return sch.validate || _compileAsync.call(this, sch);
        }
        async function loadMetaSchema($ref) {
          if ($ref && !this.getSchema($ref)) {
            await runCompileAsync.call(this, { $ref }, true);
          }
        }
        async function _compileAsync(sch) {
          try {
            return this._compileSchemaEnv(sch);
          } catch (e) {
            if (!(e instanceof ref_error_1.default))
              throw e;
            checkLoaded.call(this, e);
            await loadMissingSchema.call(this, e.missingSchema);
            return _compileAsync.call(this, sch);
          }
        }
        function checkLoaded({ missingSchema: ref, missingRef }) {
          if (this.refs[ref]) {
            throw new Error(`AnySchema ${ref} is loaded but ${missingRef} cannot be resolved`);
          }
        }
        async function loadMissingSchema(ref) {
          const _schema = await _loadSchema.call(this, ref);
          if (!this.refs[ref])
            await loadMetaSchema.call(this, _schema.$schema);
          if (!this.refs[ref])
            this.addSchema(_schema, ref, meta);
        }
        async function _loadSchema(ref) {
          const p = this._loading[ref];
          if (p)
            return p;
          try {
            return await (this._loading[ref] = loadSchema(ref));
          } finally {
            delete this._loading[ref];
          }
        }
      }
      // Adds schema to the instance
      addSchema(schema, key, _meta, _validateSchema = this.opts.validateSchema) {
        if (Array.isArray(schema)) {
          for (const sch of schema)
            this.addSchema(sch, void 0, _meta, _validateSchema);
          return this;
        }
        let id;
        if (typeof schema === "object") {
          const { schemaId } = this.opts;
          id = schema[schemaId];
          if (id !== void 0 && typeof id != "string") {
            throw new Error(`schema ${schemaId} must be string`);
          }
        }
        key = (0, resolve_1.normalizeId)(key || id);
        this._checkUnique(key);
        this.schemas[key] = this._addSchema(schema, _meta, key, _validateSchema, true);
        return this;
      }
      // Add schema that will be used to validate other schemas
      // options in META_IGNORE_OPTIONS are alway set to false
      addMetaSchema(schema, key, _validateSchema = this.opts.validateSchema) {
        this.addSchema(schema, key, true, _validateSchema);
        return this;
      }
      //  Validate schema against its meta-schema
      validateSchema(schema, throwOrLogError) {
        if (typeof schema == "boolean")
          return true;
        let $schema;
        $schema = schema.$schema;
        if ($schema !== void 0 && typeof $schema != "string") {
          throw new Error("$schema must be a string");
        }
        $schema = $schema || this.opts.defaultMeta || this.defaultMeta();
        if (!$schema) {
          this.logger.warn("meta-schema not available");
          this.errors = null;
          return true;
        }
        const valid = this.validate($schema, schema);
        if (!valid && throwOrLogError) {
          const message = "schema is invalid: " + this.errorsText();
          if (this.opts.validateSchema === "log")
            this.logger.error(message);
          else
            throw new Error(message);
        }
        return valid;
      }
      // Get compiled schema by `key` or `ref`.
      // (`key` that was passed to `addSchema` or full schema reference - `schema.$id` or resolved id)
      getSchema(keyRef) {
        let sch;
        while (typeof (sch = getSchEnv.call(this, keyRef)) == "string")
          keyRef = sch;
        if (sch === void 0) {
          const { schemaId } = this.opts;
          const root = new compile_1.SchemaEnv({ schema: {}, schemaId });
          sch = compile_1.resolveSchema.call(this, root, keyRef);
          if (!sch)
            return;
          this.refs[keyRef] = sch;
        }
        return sch.validate || this._compileSchemaEnv(sch);
      }
      // Remove cached schema(s).
      // If no parameter is passed all schemas but meta-schemas are removed.
      // If RegExp is passed all schemas with key/id matching pattern but meta-schemas are removed.
      // Even if schema is referenced by other schemas it still can be removed as other schemas have local references.
      removeSchema(schemaKeyRef) {
        if (schemaKeyRef instanceof RegExp) {
          this._removeAllSchemas(this.schemas, schemaKeyRef);
          this._removeAllSchemas(this.refs, schemaKeyRef);
          return this;
        }
        switch (typeof schemaKeyRef) {
          case "undefined":
            this._removeAllSchemas(this.schemas);
            this._removeAllSchemas(this.refs);
            this._cache.clear();
            return this;
          case "string": {
            const sch = getSchEnv.call(this, schemaKeyRef);
            if (typeof sch == "object")
              this._cache.delete(sch.schema);
            delete this.schemas[schemaKeyRef];
            delete this.refs[schemaKeyRef];
            return this;
          }
          case "object": {
            const cacheKey = schemaKeyRef;
            this._cache.delete(cacheKey);
            let id = schemaKeyRef[this.opts.schemaId];
            if (id) {
              id = (0, resolve_1.normalizeId)(id);
              delete this.schemas[id];
              delete this.refs[id];
            }
            return this;
          }
          default:
            throw new Error("ajv.removeSchema: invalid parameter");
        }
      }
      // add "vocabulary" - a collection of keywords
      addVocabulary(definitions) {
        for (const def of definitions)
          this.addKeyword(def);
        return this;
      }
      addKeyword(kwdOrDef, def) {
        let keyword;
        if (typeof kwdOrDef == "string") {
          keyword = kwdOrDef;
          if (typeof def == "object") {
            this.logger.warn("these parameters are deprecated, see docs for addKeyword");
            def.keyword = keyword;
          }
        } else if (typeof kwdOrDef == "object" && def === void 0) {
          def = kwdOrDef;
          keyword = def.keyword;
          if (Array.isArray(keyword) && !keyword.length) {
            throw new Error("addKeywords: keyword must be string or non-empty array");
          }
        } else {
          throw new Error("invalid addKeywords parameters");
        }
        checkKeyword.call(this, keyword, def);
        if (!def) {
          (0, util_1.eachItem)(keyword, (kwd) => addRule.call(this, kwd));
          return this;
        }
        keywordMetaschema.call(this, def);
        const definition = {
          ...def,
          type: (0, dataType_1.getJSONTypes)(def.type),
          schemaType: (0, dataType_1.getJSONTypes)(def.schemaType)
        };
        (0, util_1.eachItem)(keyword, definition.type.length === 0 ? (k) => addRule.call(this, k, definition) : (k) => definition.type.forEach((t) => addRule.call(this, k, definition, t)));
        return this;
      }
      getKeyword(keyword) {
        const rule = this.RULES.all[keyword];
        return typeof rule == "object" ? rule.definition : !!rule;
      }
      // Remove keyword
      removeKeyword(keyword) {
        const { RULES } = this;
        delete RULES.keywords[keyword];
        delete RULES.all[keyword];
        for (const group of RULES.rules) {
          const i = group.rules.findIndex((rule) => rule.keyword === keyword);
          if (i >= 0)
            group.rules.splice(i, 1);
        }
        return this;
      }
      // Add format
      addFormat(name, format) {
        if (typeof format == "string")
          format = new RegExp(format);
        this.formats[name] = format;
        return this;
      }
      errorsText(errors = this.errors, { separator = ", ", dataVar = "data" } = {}) {
        if (!errors || errors.length === 0)
          return "No errors";
        return errors.map((e) => `${dataVar}${e.instancePath} ${e.message}`).reduce((text, msg) => text + separator + msg);
      }
      $dataMetaSchema(metaSchema, keywordsJsonPointers) {
        const rules = this.RULES.all;
        metaSchema = JSON.parse(JSON.stringify(metaSchema));
        for (const jsonPointer of keywordsJsonPointers) {
          const segments = jsonPointer.split("/").slice(1);
          let keywords = metaSchema;
          for (const seg of segments)
            keywords = keywords[seg];
          for (const key in rules) {
            const rule = rules[key];
            if (typeof rule != "object")
              continue;
            const { $data } = rule.definition;
            const schema = keywords[key];
            if ($data && schema)
              keywords[key] = schemaOrData(schema);
          }
        }
        return metaSchema;
      }
      _removeAllSchemas(schemas, regex) {
        for (const keyRef in schemas) {
          const sch = schemas[keyRef];
          if (!regex || regex.test(keyRef)) {
            if (typeof sch == "string") {
              delete schemas[keyRef];
            } else if (sch && !sch.meta) {
              this._cache.delete(sch.schema);
              delete schemas[keyRef];
            }
          }
        }
      }
      _addSchema(schema, meta, baseId, validateSchema = this.opts.validateSchema, addSchema = this.opts.addUsedSchema) {
        let id;
        const { schemaId } = this.opts;
        if (typeof schema == "object") {
          id = schema[schemaId];
        } else {
          if (this.opts.jtd)
            throw new Error("schema must be object");
          else if (typeof schema != "boolean")
            throw new Error("schema must be object or boolean");
        }
        let sch = this._cache.get(schema);
        if (sch !== void 0)
          return sch;
        baseId = (0, resolve_1.normalizeId)(id || baseId);
        const localRefs = resolve_1.getSchemaRefs.call(this, schema, baseId);
        sch = new compile_1.SchemaEnv({ schema, schemaId, meta, baseId, localRefs });
        this._cache.set(sch.schema, sch);
        if (addSchema && !baseId.startsWith("#")) {
          if (baseId)
            this._checkUnique(baseId);
          this.refs[baseId] = sch;
        }
        if (validateSchema)
          this.validateSchema(schema, true);
        return sch;
      }
      _checkUnique(id) {
        if (this.schemas[id] || this.refs[id]) {
          throw new Error(`schema with key or id "${id}" already exists`);
        }
      }
      _compileSchemaEnv(sch) {
        if (sch.meta)
          this._compileMetaSchema(sch);
        else
          compile_1.compileSchema.call(this, sch);
        if (!sch.validate)
          throw new Error("ajv implementation error");
        return sch.validate;
      }
      _compileMetaSchema(sch) {
        const currentOpts = this.opts;
        this.opts = this._metaOpts;
        try {
          compile_1.compileSchema.call(this, sch);
        } finally {
          this.opts = currentOpts;
        }
      }
    };
    Ajv.ValidationError = validation_error_1.default;
    Ajv.MissingRefError = ref_error_1.default;
    exports.default = Ajv;
    function checkOptions(checkOpts, options, msg, log = "error") {
      for (const key in checkOpts) {
        const opt = key;
        if (opt in options)
          this.logger[log](`${msg}: option ${key}. ${checkOpts[opt]}`);
      }
    }
    function getSchEnv(keyRef) {
      keyRef = (0, resolve_1.normalizeId)(keyRef);
      return this.schemas[keyRef] || this.refs[keyRef];
    }
    function addInitialSchemas() {
      const optsSchemas = this.opts.schemas;
      if (!optsSchemas)
        return;
      if (Array.isArray(optsSchemas))
        this.addSchema(optsSchemas);
      else
        for (const key in optsSchemas)
          this.addSchema(optsSchemas[key], key);
    }
    function addInitialFormats() {
      for (const name in this.opts.formats) {
        const format = this.opts.formats[name];
        if (format)
          this.addFormat(name, format);
      }
    }
    function addInitialKeywords(defs) {
      if (Array.isArray(defs)) {
        this.addVocabulary(defs);
        return;
      }
      this.logger.warn("keywords option as map is deprecated, pass array");
      for (const keyword in defs) {
        const def = defs[keyword];
        if (!def.keyword)
          def.keyword = keyword;
        this.addKeyword(def);
      }
    }
    function getMetaSchemaOptions() {
      const metaOpts = { ...this.opts };
      for (const opt of META_IGNORE_OPTIONS)
        delete metaOpts[opt];
      return metaOpts;
    }
    var noLogs = { log() {
    }, warn() {
    }, error() {
    } };
    function getLogger(logger) {
      if (logger === false)
        return noLogs;
      if (logger === void 0)
        return console;
      if (logger.log && logger.warn && logger.error)
        return logger;
      throw new Error("logger must implement log, warn and error methods");
    }
    var KEYWORD_NAME = /^[a-z_$][a-z0-9_$:-]*$/i;
    function checkKeyword(keyword, def) {
      const { RULES } = this;
      (0, util_1.eachItem)(keyword, (kwd) => {
        if (RULES.keywords[kwd])
          throw new Error(`Keyword ${kwd} is already defined`);
        if (!KEYWORD_NAME.test(kwd))
          throw new Error(`Keyword ${kwd} has invalid name`);
      });
      if (!def)
        return;
      if (def.$data && !("code" in def || "validate" in def)) {
        throw new Error('$data keyword must have "code" or "validate" function');
      }
    }
    function addRule(keyword, definition, dataType) {
      var _a;
      const post = definition === null || definition === void 0 ? void 0 : definition.post;
      if (dataType && post)
        throw new Error('keyword with "post" flag cannot have "type"');
      const { RULES } = this;
      let ruleGroup = post ? RULES.post : RULES.rules.find(({ type: t }) => t === dataType);
      if (!ruleGroup) {
        ruleGroup = { type: dataType, rules: [] };
        RULES.rules.push(ruleGroup);
      }
      RULES.keywords[keyword] = true;
      if (!definition)
        return;
      const rule = {
        keyword,
        definition: {
          ...definition,
          type: (0, dataType_1.getJSONTypes)(definition.type),
          schemaType: (0, dataType_1.getJSONTypes)(definition.schemaType)
        }
      };
      if (definition.before)
        addBeforeRule.call(this, ruleGroup, rule, definition.before);
      else
        ruleGroup.rules.push(rule);
      RULES.all[keyword] = rule;
      (_a = definition.implements) === null || _a === void 0 ? void 0 : _a.forEach((kwd) => this.addKeyword(kwd));
    }
    function addBeforeRule(ruleGroup, rule, before) {
      const i = ruleGroup.rules.findIndex((_rule) => _rule.keyword === before);
      if (i >= 0) {
        ruleGroup.rules.splice(i, 0, rule);
      } else {
        ruleGroup.rules.push(rule);
        this.logger.warn(`rule ${before} is not defined`);
      }
    }
    function keywordMetaschema(def) {
      let { metaSchema } = def;
      if (metaSchema === void 0)
        return;
      if (def.$data && this.opts.$data)
        metaSchema = schemaOrData(metaSchema);
      def.validateSchema = this.compile(metaSchema, true);
    }
    var $dataRef = {
      $ref: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#"
    };
    function schemaOrData(schema) {
      return { anyOf: [schema, $dataRef] };
    }
  }
});

// node_modules/ajv/dist/vocabularies/core/id.js
var require_id = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/id.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var def = {
      keyword: "id",
      code() {
        throw new Error('NOT SUPPORTED: keyword "id", use "$id" for schema ID');
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/core/ref.js
var require_ref = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/ref.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.callRef = exports.getValidate = void 0;
    var ref_error_1 = require_ref_error();
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var compile_1 = require_compile();
    var util_1 = require_util();
    var def = {
      keyword: "$ref",
      schemaType: "string",
      code(cxt) {
        const { gen, schema: $ref, it } = cxt;
        const { baseId, schemaEnv: env, validateName, opts, self } = it;
        const { root } = env;
        if (($ref === "#" || $ref === "#/") && baseId === root.baseId)
          return callRootRef();
        const schOrEnv = compile_1.resolveRef.call(self, root, baseId, $ref);
        if (schOrEnv === void 0)
          throw new ref_error_1.default(it.opts.uriResolver, baseId, $ref);
        if (schOrEnv instanceof compile_1.SchemaEnv)
          return callValidate(schOrEnv);
        return inlineRefSchema(schOrEnv);
        function callRootRef() {
          if (env === root)
            return callRef(cxt, validateName, env, env.$async);
          const rootName = gen.scopeValue("root", { ref: root });
          return callRef(cxt, (0, codegen_1._)`${rootName}.validate`, root, root.$async);
        }
        function callValidate(sch) {
          const v = getValidate(cxt, sch);
          callRef(cxt, v, sch, sch.$async);
        }
        function inlineRefSchema(sch) {
          const schName = gen.scopeValue("schema", opts.code.source === true ? { ref: sch, code: (0, codegen_1.stringify)(sch) } : { ref: sch });
          const valid = gen.name("valid");
          const schCxt = cxt.subschema({
            schema: sch,
            dataTypes: [],
            schemaPath: codegen_1.nil,
            topSchemaRef: schName,
            errSchemaPath: $ref
          }, valid);
          cxt.mergeEvaluated(schCxt);
          cxt.ok(valid);
        }
      }
    };
    function getValidate(cxt, sch) {
      const { gen } = cxt;
      return sch.validate ? gen.scopeValue("validate", { ref: sch.validate }) : (0, codegen_1._)`${gen.scopeValue("wrapper", { ref: sch })}.validate`;
    }
    exports.getValidate = getValidate;
    function callRef(cxt, v, sch, $async) {
      const { gen, it } = cxt;
      const { allErrors, schemaEnv: env, opts } = it;
      const passCxt = opts.passContext ? names_1.default.this : codegen_1.nil;
      if ($async)
        callAsyncRef();
      else
        callSyncRef();
      function callAsyncRef() {
        if (!env.$async)
          throw new Error("async schema referenced by sync schema");
        const valid = gen.let("valid");
        gen.try(() => {
          gen.code((0, codegen_1._)`await ${(0, code_1.callValidateCode)(cxt, v, passCxt)}`);
          addEvaluatedFrom(v);
          if (!allErrors)
            gen.assign(valid, true);
        }, (e) => {
          gen.if((0, codegen_1._)`!(${e} instanceof ${it.ValidationError})`, () => gen.throw(e));
          addErrorsFrom(e);
          if (!allErrors)
            gen.assign(valid, false);
        });
        cxt.ok(valid);
      }
      function callSyncRef() {
        cxt.result((0, code_1.callValidateCode)(cxt, v, passCxt), () => addEvaluatedFrom(v), () => addErrorsFrom(v));
      }
      function addErrorsFrom(source) {
        const errs = (0, codegen_1._)`${source}.errors`;
        gen.assign(names_1.default.vErrors, (0, codegen_1._)`${names_1.default.vErrors} === null ? ${errs} : ${names_1.default.vErrors}.concat(${errs})`);
        gen.assign(names_1.default.errors, (0, codegen_1._)`${names_1.default.vErrors}.length`);
      }
      function addEvaluatedFrom(source) {
        var _a;
        if (!it.opts.unevaluated)
          return;
        const schEvaluated = (_a = sch === null || sch === void 0 ? void 0 : sch.validate) === null || _a === void 0 ? void 0 : _a.evaluated;
        if (it.props !== true) {
          if (schEvaluated && !schEvaluated.dynamicProps) {
            if (schEvaluated.props !== void 0) {
              it.props = util_1.mergeEvaluated.props(gen, schEvaluated.props, it.props);
            }
          } else {
            const props = gen.var("props", (0, codegen_1._)`${source}.evaluated.props`);
            it.props = util_1.mergeEvaluated.props(gen, props, it.props, codegen_1.Name);
          }
        }
        if (it.items !== true) {
          if (schEvaluated && !schEvaluated.dynamicItems) {
            if (schEvaluated.items !== void 0) {
              it.items = util_1.mergeEvaluated.items(gen, schEvaluated.items, it.items);
            }
          } else {
            const items2 = gen.var("items", (0, codegen_1._)`${source}.evaluated.items`);
            it.items = util_1.mergeEvaluated.items(gen, items2, it.items, codegen_1.Name);
          }
        }
      }
    }
    exports.callRef = callRef;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/core/index.js
var require_core2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/core/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var id_1 = require_id();
    var ref_1 = require_ref();
    var core = [
      "$schema",
      "$id",
      "$defs",
      "$vocabulary",
      { keyword: "$comment" },
      "definitions",
      id_1.default,
      ref_1.default
    ];
    exports.default = core;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitNumber.js
var require_limitNumber = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitNumber.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var ops = codegen_1.operators;
    var KWDs = {
      maximum: { okStr: "<=", ok: ops.LTE, fail: ops.GT },
      minimum: { okStr: ">=", ok: ops.GTE, fail: ops.LT },
      exclusiveMaximum: { okStr: "<", ok: ops.LT, fail: ops.GTE },
      exclusiveMinimum: { okStr: ">", ok: ops.GT, fail: ops.LTE }
    };
    var error = {
      message: ({ keyword, schemaCode }) => (0, codegen_1.str)`must be ${KWDs[keyword].okStr} ${schemaCode}`,
      params: ({ keyword, schemaCode }) => (0, codegen_1._)`{comparison: ${KWDs[keyword].okStr}, limit: ${schemaCode}}`
    };
    var def = {
      keyword: Object.keys(KWDs),
      type: "number",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        cxt.fail$data((0, codegen_1._)`${data} ${KWDs[keyword].fail} ${schemaCode} || isNaN(${data})`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/multipleOf.js
var require_multipleOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/multipleOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must be multiple of ${schemaCode}`,
      params: ({ schemaCode }) => (0, codegen_1._)`{multipleOf: ${schemaCode}}`
    };
    var def = {
      keyword: "multipleOf",
      type: "number",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, schemaCode, it } = cxt;
        const prec = it.opts.multipleOfPrecision;
        const res = gen.let("res");
        const invalid = prec ? (0, codegen_1._)`Math.abs(Math.round(${res}) - ${res}) > 1e-${prec}` : (0, codegen_1._)`${res} !== parseInt(${res})`;
        cxt.fail$data((0, codegen_1._)`(${schemaCode} === 0 || (${res} = ${data}/${schemaCode}, ${invalid}))`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/runtime/ucs2length.js
var require_ucs2length = __commonJS({
  "node_modules/ajv/dist/runtime/ucs2length.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    function ucs2length(str) {
      const len = str.length;
      let length = 0;
      let pos = 0;
      let value;
      while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 55296 && value <= 56319 && pos < len) {
          value = str.charCodeAt(pos);
          if ((value & 64512) === 56320)
            pos++;
        }
      }
      return length;
    }
    exports.default = ucs2length;
    ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitLength.js
var require_limitLength = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitLength.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var ucs2length_1 = require_ucs2length();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxLength" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} characters`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxLength", "minLength"],
      type: "string",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode, it } = cxt;
        const op = keyword === "maxLength" ? codegen_1.operators.GT : codegen_1.operators.LT;
        const len = it.opts.unicode === false ? (0, codegen_1._)`${data}.length` : (0, codegen_1._)`${(0, util_1.useFunc)(cxt.gen, ucs2length_1.default)}(${data})`;
        cxt.fail$data((0, codegen_1._)`${len} ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/pattern.js
var require_pattern = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/pattern.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var util_1 = require_util();
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must match pattern "${schemaCode}"`,
      params: ({ schemaCode }) => (0, codegen_1._)`{pattern: ${schemaCode}}`
    };
    var def = {
      keyword: "pattern",
      type: "string",
      schemaType: "string",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        const u = it.opts.unicodeRegExp ? "u" : "";
        if ($data) {
          const { regExp } = it.opts.code;
          const regExpCode = regExp.code === "new RegExp" ? (0, codegen_1._)`new RegExp` : (0, util_1.useFunc)(gen, regExp);
          const valid = gen.let("valid");
          gen.try(() => gen.assign(valid, (0, codegen_1._)`${regExpCode}(${schemaCode}, ${u}).test(${data})`), () => gen.assign(valid, false));
          cxt.fail$data((0, codegen_1._)`!${valid}`);
        } else {
          const regExp = (0, code_1.usePattern)(cxt, schema);
          cxt.fail$data((0, codegen_1._)`!${regExp}.test(${data})`);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitProperties.js
var require_limitProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxProperties" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} properties`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxProperties", "minProperties"],
      type: "object",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxProperties" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._)`Object.keys(${data}).length ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/required.js
var require_required = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/required.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { missingProperty } }) => (0, codegen_1.str)`must have required property '${missingProperty}'`,
      params: ({ params: { missingProperty } }) => (0, codegen_1._)`{missingProperty: ${missingProperty}}`
    };
    var def = {
      keyword: "required",
      type: "object",
      schemaType: "array",
      $data: true,
      error,
      code(cxt) {
        const { gen, schema, schemaCode, data, $data, it } = cxt;
        const { opts } = it;
        if (!$data && schema.length === 0)
          return;
        const useLoop = schema.length >= opts.loopRequired;
        if (it.allErrors)
          allErrorsMode();
        else
          exitOnErrorMode();
        if (opts.strictRequired) {
          const props = cxt.parentSchema.properties;
          const { definedProperties } = cxt.it;
          for (const requiredKey of schema) {
            if ((props === null || props === void 0 ? void 0 : props[requiredKey]) === void 0 && !definedProperties.has(requiredKey)) {
              const schemaPath = it.schemaEnv.baseId + it.errSchemaPath;
              const msg = `required property "${requiredKey}" is not defined at "${schemaPath}" (strictRequired)`;
              (0, util_1.checkStrictMode)(it, msg, it.opts.strictRequired);
            }
          }
        }
        function allErrorsMode() {
          if (useLoop || $data) {
            cxt.block$data(codegen_1.nil, loopAllRequired);
          } else {
            for (const prop of schema) {
              (0, code_1.checkReportMissingProp)(cxt, prop);
            }
          }
        }
        function exitOnErrorMode() {
          const missing = gen.let("missing");
          if (useLoop || $data) {
            const valid = gen.let("valid", true);
            cxt.block$data(valid, () => loopUntilMissing(missing, valid));
            cxt.ok(valid);
          } else {
            gen.if((0, code_1.checkMissingProp)(cxt, schema, missing));
            (0, code_1.reportMissingProp)(cxt, missing);
            gen.else();
          }
        }
        function loopAllRequired() {
          gen.forOf("prop", schemaCode, (prop) => {
            cxt.setParams({ missingProperty: prop });
            gen.if((0, code_1.noPropertyInData)(gen, data, prop, opts.ownProperties), () => cxt.error());
          });
        }
        function loopUntilMissing(missing, valid) {
          cxt.setParams({ missingProperty: missing });
          gen.forOf(missing, schemaCode, () => {
            gen.assign(valid, (0, code_1.propertyInData)(gen, data, missing, opts.ownProperties));
            gen.if((0, codegen_1.not)(valid), () => {
              cxt.error();
              gen.break();
            });
          }, codegen_1.nil);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitItems.js
var require_limitItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message({ keyword, schemaCode }) {
        const comp = keyword === "maxItems" ? "more" : "fewer";
        return (0, codegen_1.str)`must NOT have ${comp} than ${schemaCode} items`;
      },
      params: ({ schemaCode }) => (0, codegen_1._)`{limit: ${schemaCode}}`
    };
    var def = {
      keyword: ["maxItems", "minItems"],
      type: "array",
      schemaType: "number",
      $data: true,
      error,
      code(cxt) {
        const { keyword, data, schemaCode } = cxt;
        const op = keyword === "maxItems" ? codegen_1.operators.GT : codegen_1.operators.LT;
        cxt.fail$data((0, codegen_1._)`${data}.length ${op} ${schemaCode}`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/runtime/equal.js
var require_equal = __commonJS({
  "node_modules/ajv/dist/runtime/equal.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var equal = require_fast_deep_equal();
    equal.code = 'require("ajv/dist/runtime/equal").default';
    exports.default = equal;
  }
});

// node_modules/ajv/dist/vocabularies/validation/uniqueItems.js
var require_uniqueItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/uniqueItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dataType_1 = require_dataType();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: ({ params: { i, j } }) => (0, codegen_1.str)`must NOT have duplicate items (items ## ${j} and ${i} are identical)`,
      params: ({ params: { i, j } }) => (0, codegen_1._)`{i: ${i}, j: ${j}}`
    };
    var def = {
      keyword: "uniqueItems",
      type: "array",
      schemaType: "boolean",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, parentSchema, schemaCode, it } = cxt;
        if (!$data && !schema)
          return;
        const valid = gen.let("valid");
        const itemTypes = parentSchema.items ? (0, dataType_1.getSchemaTypes)(parentSchema.items) : [];
        cxt.block$data(valid, validateUniqueItems, (0, codegen_1._)`${schemaCode} === false`);
        cxt.ok(valid);
        function validateUniqueItems() {
          const i = gen.let("i", (0, codegen_1._)`${data}.length`);
          const j = gen.let("j");
          cxt.setParams({ i, j });
          gen.assign(valid, true);
          gen.if((0, codegen_1._)`${i} > 1`, () => (canOptimize() ? loopN : loopN2)(i, j));
        }
        function canOptimize() {
          return itemTypes.length > 0 && !itemTypes.some((t) => t === "object" || t === "array");
        }
        function loopN(i, j) {
          const item = gen.name("item");
          const wrongType = (0, dataType_1.checkDataTypes)(itemTypes, item, it.opts.strictNumbers, dataType_1.DataType.Wrong);
          const indices = gen.const("indices", (0, codegen_1._)`{}`);
          gen.for((0, codegen_1._)`;${i}--;`, () => {
            gen.let(item, (0, codegen_1._)`${data}[${i}]`);
            gen.if(wrongType, (0, codegen_1._)`continue`);
            if (itemTypes.length > 1)
              gen.if((0, codegen_1._)`typeof ${item} == "string"`, (0, codegen_1._)`${item} += "_"`);
            gen.if((0, codegen_1._)`typeof ${indices}[${item}] == "number"`, () => {
              gen.assign(j, (0, codegen_1._)`${indices}[${item}]`);
              cxt.error();
              gen.assign(valid, false).break();
            }).code((0, codegen_1._)`${indices}[${item}] = ${i}`);
          });
        }
        function loopN2(i, j) {
          const eql = (0, util_1.useFunc)(gen, equal_1.default);
          const outer = gen.name("outer");
          gen.label(outer).for((0, codegen_1._)`;${i}--;`, () => gen.for((0, codegen_1._)`${j} = ${i}; ${j}--;`, () => gen.if((0, codegen_1._)`${eql}(${data}[${i}], ${data}[${j}])`, () => {
            cxt.error();
            gen.assign(valid, false).break(outer);
          })));
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/const.js
var require_const = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/const.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: "must be equal to constant",
      params: ({ schemaCode }) => (0, codegen_1._)`{allowedValue: ${schemaCode}}`
    };
    var def = {
      keyword: "const",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schemaCode, schema } = cxt;
        if ($data || schema && typeof schema == "object") {
          cxt.fail$data((0, codegen_1._)`!${(0, util_1.useFunc)(gen, equal_1.default)}(${data}, ${schemaCode})`);
        } else {
          cxt.fail((0, codegen_1._)`${schema} !== ${data}`);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/enum.js
var require_enum = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/enum.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var equal_1 = require_equal();
    var error = {
      message: "must be equal to one of the allowed values",
      params: ({ schemaCode }) => (0, codegen_1._)`{allowedValues: ${schemaCode}}`
    };
    var def = {
      keyword: "enum",
      schemaType: "array",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        if (!$data && schema.length === 0)
          throw new Error("enum must have non-empty array");
        const useLoop = schema.length >= it.opts.loopEnum;
        let eql;
        const getEql = () => eql !== null && eql !== void 0 ? eql : eql = (0, util_1.useFunc)(gen, equal_1.default);
        let valid;
        if (useLoop || $data) {
          valid = gen.let("valid");
          cxt.block$data(valid, loopEnum);
        } else {
          if (!Array.isArray(schema))
            throw new Error("ajv implementation error");
          const vSchema = gen.const("vSchema", schemaCode);
          valid = (0, codegen_1.or)(...schema.map((_x, i) => equalCode(vSchema, i)));
        }
        cxt.pass(valid);
        function loopEnum() {
          gen.assign(valid, false);
          gen.forOf("v", schemaCode, (v) => gen.if((0, codegen_1._)`${getEql()}(${data}, ${v})`, () => gen.assign(valid, true).break()));
        }
        function equalCode(vSchema, i) {
          const sch = schema[i];
          return typeof sch === "object" && sch !== null ? (0, codegen_1._)`${getEql()}(${data}, ${vSchema}[${i}])` : (0, codegen_1._)`${data} === ${sch}`;
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/index.js
var require_validation = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var limitNumber_1 = require_limitNumber();
    var multipleOf_1 = require_multipleOf();
    var limitLength_1 = require_limitLength();
    var pattern_1 = require_pattern();
    var limitProperties_1 = require_limitProperties();
    var required_1 = require_required();
    var limitItems_1 = require_limitItems();
    var uniqueItems_1 = require_uniqueItems();
    var const_1 = require_const();
    var enum_1 = require_enum();
    var validation = [
      // number
      limitNumber_1.default,
      multipleOf_1.default,
      // string
      limitLength_1.default,
      pattern_1.default,
      // object
      limitProperties_1.default,
      required_1.default,
      // array
      limitItems_1.default,
      uniqueItems_1.default,
      // any
      { keyword: "type", schemaType: ["string", "array"] },
      { keyword: "nullable", schemaType: "boolean" },
      const_1.default,
      enum_1.default
    ];
    exports.default = validation;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/additionalItems.js
var require_additionalItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/additionalItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateAdditionalItems = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "additionalItems",
      type: "array",
      schemaType: ["boolean", "object"],
      before: "uniqueItems",
      error,
      code(cxt) {
        const { parentSchema, it } = cxt;
        const { items: items2 } = parentSchema;
        if (!Array.isArray(items2)) {
          (0, util_1.checkStrictMode)(it, '"additionalItems" is ignored when "items" is not an array of schemas');
          return;
        }
        validateAdditionalItems(cxt, items2);
      }
    };
    function validateAdditionalItems(cxt, items2) {
      const { gen, schema, data, keyword, it } = cxt;
      it.items = true;
      const len = gen.const("len", (0, codegen_1._)`${data}.length`);
      if (schema === false) {
        cxt.setParams({ len: items2.length });
        cxt.pass((0, codegen_1._)`${len} <= ${items2.length}`);
      } else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
        const valid = gen.var("valid", (0, codegen_1._)`${len} <= ${items2.length}`);
        gen.if((0, codegen_1.not)(valid), () => validateItems(valid));
        cxt.ok(valid);
      }
      function validateItems(valid) {
        gen.forRange("i", items2.length, len, (i) => {
          cxt.subschema({ keyword, dataProp: i, dataPropType: util_1.Type.Num }, valid);
          if (!it.allErrors)
            gen.if((0, codegen_1.not)(valid), () => gen.break());
        });
      }
    }
    exports.validateAdditionalItems = validateAdditionalItems;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/items.js
var require_items = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/items.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateTuple = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    var def = {
      keyword: "items",
      type: "array",
      schemaType: ["object", "array", "boolean"],
      before: "uniqueItems",
      code(cxt) {
        const { schema, it } = cxt;
        if (Array.isArray(schema))
          return validateTuple(cxt, "additionalItems", schema);
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        cxt.ok((0, code_1.validateArray)(cxt));
      }
    };
    function validateTuple(cxt, extraItems, schArr = cxt.schema) {
      const { gen, parentSchema, data, keyword, it } = cxt;
      checkStrictTuple(parentSchema);
      if (it.opts.unevaluated && schArr.length && it.items !== true) {
        it.items = util_1.mergeEvaluated.items(gen, schArr.length, it.items);
      }
      const valid = gen.name("valid");
      const len = gen.const("len", (0, codegen_1._)`${data}.length`);
      schArr.forEach((sch, i) => {
        if ((0, util_1.alwaysValidSchema)(it, sch))
          return;
        gen.if((0, codegen_1._)`${len} > ${i}`, () => cxt.subschema({
          keyword,
          schemaProp: i,
          dataProp: i
        }, valid));
        cxt.ok(valid);
      });
      function checkStrictTuple(sch) {
        const { opts, errSchemaPath } = it;
        const l = schArr.length;
        const fullTuple = l === sch.minItems && (l === sch.maxItems || sch[extraItems] === false);
        if (opts.strictTuples && !fullTuple) {
          const msg = `"${keyword}" is ${l}-tuple, but minItems or maxItems/${extraItems} are not specified or different at path "${errSchemaPath}"`;
          (0, util_1.checkStrictMode)(it, msg, opts.strictTuples);
        }
      }
    }
    exports.validateTuple = validateTuple;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/prefixItems.js
var require_prefixItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/prefixItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var items_1 = require_items();
    var def = {
      keyword: "prefixItems",
      type: "array",
      schemaType: ["array"],
      before: "uniqueItems",
      code: (cxt) => (0, items_1.validateTuple)(cxt, "items")
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/items2020.js
var require_items2020 = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/items2020.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    var additionalItems_1 = require_additionalItems();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "items",
      type: "array",
      schemaType: ["object", "boolean"],
      before: "uniqueItems",
      error,
      code(cxt) {
        const { schema, parentSchema, it } = cxt;
        const { prefixItems } = parentSchema;
        it.items = true;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        if (prefixItems)
          (0, additionalItems_1.validateAdditionalItems)(cxt, prefixItems);
        else
          cxt.ok((0, code_1.validateArray)(cxt));
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/contains.js
var require_contains = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/contains.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { min, max } }) => max === void 0 ? (0, codegen_1.str)`must contain at least ${min} valid item(s)` : (0, codegen_1.str)`must contain at least ${min} and no more than ${max} valid item(s)`,
      params: ({ params: { min, max } }) => max === void 0 ? (0, codegen_1._)`{minContains: ${min}}` : (0, codegen_1._)`{minContains: ${min}, maxContains: ${max}}`
    };
    var def = {
      keyword: "contains",
      type: "array",
      schemaType: ["object", "boolean"],
      before: "uniqueItems",
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, data, it } = cxt;
        let min;
        let max;
        const { minContains, maxContains } = parentSchema;
        if (it.opts.next) {
          min = minContains === void 0 ? 1 : minContains;
          max = maxContains;
        } else {
          min = 1;
        }
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        cxt.setParams({ min, max });
        if (max === void 0 && min === 0) {
          (0, util_1.checkStrictMode)(it, `"minContains" == 0 without "maxContains": "contains" keyword ignored`);
          return;
        }
        if (max !== void 0 && min > max) {
          (0, util_1.checkStrictMode)(it, `"minContains" > "maxContains" is always invalid`);
          cxt.fail();
          return;
        }
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
          let cond = (0, codegen_1._)`${len} >= ${min}`;
          if (max !== void 0)
            cond = (0, codegen_1._)`${cond} && ${len} <= ${max}`;
          cxt.pass(cond);
          return;
        }
        it.items = true;
        const valid = gen.name("valid");
        if (max === void 0 && min === 1) {
          validateItems(valid, () => gen.if(valid, () => gen.break()));
        } else if (min === 0) {
          gen.let(valid, true);
          if (max !== void 0)
            gen.if((0, codegen_1._)`${data}.length > 0`, validateItemsWithCount);
        } else {
          gen.let(valid, false);
          validateItemsWithCount();
        }
        cxt.result(valid, () => cxt.reset());
        function validateItemsWithCount() {
          const schValid = gen.name("_valid");
          const count = gen.let("count", 0);
          validateItems(schValid, () => gen.if(schValid, () => checkLimits(count)));
        }
        function validateItems(_valid, block) {
          gen.forRange("i", 0, len, (i) => {
            cxt.subschema({
              keyword: "contains",
              dataProp: i,
              dataPropType: util_1.Type.Num,
              compositeRule: true
            }, _valid);
            block();
          });
        }
        function checkLimits(count) {
          gen.code((0, codegen_1._)`${count}++`);
          if (max === void 0) {
            gen.if((0, codegen_1._)`${count} >= ${min}`, () => gen.assign(valid, true).break());
          } else {
            gen.if((0, codegen_1._)`${count} > ${max}`, () => gen.assign(valid, false).break());
            if (min === 1)
              gen.assign(valid, true);
            else
              gen.if((0, codegen_1._)`${count} >= ${min}`, () => gen.assign(valid, true));
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/dependencies.js
var require_dependencies = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/dependencies.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.validateSchemaDeps = exports.validatePropertyDeps = exports.error = void 0;
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var code_1 = require_code2();
    exports.error = {
      message: ({ params: { property, depsCount, deps } }) => {
        const property_ies = depsCount === 1 ? "property" : "properties";
        return (0, codegen_1.str)`must have ${property_ies} ${deps} when property ${property} is present`;
      },
      params: ({ params: { property, depsCount, deps, missingProperty } }) => (0, codegen_1._)`{property: ${property},
    missingProperty: ${missingProperty},
    depsCount: ${depsCount},
    deps: ${deps}}`
      // TODO change to reference
    };
    var def = {
      keyword: "dependencies",
      type: "object",
      schemaType: "object",
      error: exports.error,
      code(cxt) {
        const [propDeps, schDeps] = splitDependencies(cxt);
        validatePropertyDeps(cxt, propDeps);
        validateSchemaDeps(cxt, schDeps);
      }
    };
    function splitDependencies({ schema }) {
      const propertyDeps = {};
      const schemaDeps = {};
      for (const key in schema) {
        if (key === "__proto__")
          continue;
        const deps = Array.isArray(schema[key]) ? propertyDeps : schemaDeps;
        deps[key] = schema[key];
      }
      return [propertyDeps, schemaDeps];
    }
    function validatePropertyDeps(cxt, propertyDeps = cxt.schema) {
      const { gen, data, it } = cxt;
      if (Object.keys(propertyDeps).length === 0)
        return;
      const missing = gen.let("missing");
      for (const prop in propertyDeps) {
        const deps = propertyDeps[prop];
        if (deps.length === 0)
          continue;
        const hasProperty = (0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties);
        cxt.setParams({
          property: prop,
          depsCount: deps.length,
          deps: deps.join(", ")
        });
        if (it.allErrors) {
          gen.if(hasProperty, () => {
            for (const depProp of deps) {
              (0, code_1.checkReportMissingProp)(cxt, depProp);
            }
          });
        } else {
          gen.if((0, codegen_1._)`${hasProperty} && (${(0, code_1.checkMissingProp)(cxt, deps, missing)})`);
          (0, code_1.reportMissingProp)(cxt, missing);
          gen.else();
        }
      }
    }
    exports.validatePropertyDeps = validatePropertyDeps;
    function validateSchemaDeps(cxt, schemaDeps = cxt.schema) {
      const { gen, data, keyword, it } = cxt;
      const valid = gen.name("valid");
      for (const prop in schemaDeps) {
        if ((0, util_1.alwaysValidSchema)(it, schemaDeps[prop]))
          continue;
        gen.if(
          (0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties),
          () => {
            const schCxt = cxt.subschema({ keyword, schemaProp: prop }, valid);
            cxt.mergeValidEvaluated(schCxt, valid);
          },
          () => gen.var(valid, true)
          // TODO var
        );
        cxt.ok(valid);
      }
    }
    exports.validateSchemaDeps = validateSchemaDeps;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/propertyNames.js
var require_propertyNames = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/propertyNames.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: "property name must be valid",
      params: ({ params }) => (0, codegen_1._)`{propertyName: ${params.propertyName}}`
    };
    var def = {
      keyword: "propertyNames",
      type: "object",
      schemaType: ["object", "boolean"],
      error,
      code(cxt) {
        const { gen, schema, data, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema))
          return;
        const valid = gen.name("valid");
        gen.forIn("key", data, (key) => {
          cxt.setParams({ propertyName: key });
          cxt.subschema({
            keyword: "propertyNames",
            data: key,
            dataTypes: ["string"],
            propertyName: key,
            compositeRule: true
          }, valid);
          gen.if((0, codegen_1.not)(valid), () => {
            cxt.error(true);
            if (!it.allErrors)
              gen.break();
          });
        });
        cxt.ok(valid);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/additionalProperties.js
var require_additionalProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/additionalProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var util_1 = require_util();
    var error = {
      message: "must NOT have additional properties",
      params: ({ params }) => (0, codegen_1._)`{additionalProperty: ${params.additionalProperty}}`
    };
    var def = {
      keyword: "additionalProperties",
      type: ["object"],
      schemaType: ["boolean", "object"],
      allowUndefined: true,
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, data, errsCount, it } = cxt;
        if (!errsCount)
          throw new Error("ajv implementation error");
        const { allErrors, opts } = it;
        it.props = true;
        if (opts.removeAdditional !== "all" && (0, util_1.alwaysValidSchema)(it, schema))
          return;
        const props = (0, code_1.allSchemaProperties)(parentSchema.properties);
        const patProps = (0, code_1.allSchemaProperties)(parentSchema.patternProperties);
        checkAdditionalProperties();
        cxt.ok((0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
        function checkAdditionalProperties() {
          gen.forIn("key", data, (key) => {
            if (!props.length && !patProps.length)
              additionalPropertyCode(key);
            else
              gen.if(isAdditional(key), () => additionalPropertyCode(key));
          });
        }
        function isAdditional(key) {
          let definedProp;
          if (props.length > 8) {
            const propsSchema = (0, util_1.schemaRefOrVal)(it, parentSchema.properties, "properties");
            definedProp = (0, code_1.isOwnProperty)(gen, propsSchema, key);
          } else if (props.length) {
            definedProp = (0, codegen_1.or)(...props.map((p) => (0, codegen_1._)`${key} === ${p}`));
          } else {
            definedProp = codegen_1.nil;
          }
          if (patProps.length) {
            definedProp = (0, codegen_1.or)(definedProp, ...patProps.map((p) => (0, codegen_1._)`${(0, code_1.usePattern)(cxt, p)}.test(${key})`));
          }
          return (0, codegen_1.not)(definedProp);
        }
        function deleteAdditional(key) {
          gen.code((0, codegen_1._)`delete ${data}[${key}]`);
        }
        function additionalPropertyCode(key) {
          if (opts.removeAdditional === "all" || opts.removeAdditional && schema === false) {
            deleteAdditional(key);
            return;
          }
          if (schema === false) {
            cxt.setParams({ additionalProperty: key });
            cxt.error();
            if (!allErrors)
              gen.break();
            return;
          }
          if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
            const valid = gen.name("valid");
            if (opts.removeAdditional === "failing") {
              applyAdditionalSchema(key, valid, false);
              gen.if((0, codegen_1.not)(valid), () => {
                cxt.reset();
                deleteAdditional(key);
              });
            } else {
              applyAdditionalSchema(key, valid);
              if (!allErrors)
                gen.if((0, codegen_1.not)(valid), () => gen.break());
            }
          }
        }
        function applyAdditionalSchema(key, valid, errors) {
          const subschema = {
            keyword: "additionalProperties",
            dataProp: key,
            dataPropType: util_1.Type.Str
          };
          if (errors === false) {
            Object.assign(subschema, {
              compositeRule: true,
              createErrors: false,
              allErrors: false
            });
          }
          cxt.subschema(subschema, valid);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/properties.js
var require_properties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/properties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var validate_1 = require_validate();
    var code_1 = require_code2();
    var util_1 = require_util();
    var additionalProperties_1 = require_additionalProperties();
    var def = {
      keyword: "properties",
      type: "object",
      schemaType: "object",
      code(cxt) {
        const { gen, schema, parentSchema, data, it } = cxt;
        if (it.opts.removeAdditional === "all" && parentSchema.additionalProperties === void 0) {
          additionalProperties_1.default.code(new validate_1.KeywordCxt(it, additionalProperties_1.default, "additionalProperties"));
        }
        const allProps = (0, code_1.allSchemaProperties)(schema);
        for (const prop of allProps) {
          it.definedProperties.add(prop);
        }
        if (it.opts.unevaluated && allProps.length && it.props !== true) {
          it.props = util_1.mergeEvaluated.props(gen, (0, util_1.toHash)(allProps), it.props);
        }
        const properties = allProps.filter((p) => !(0, util_1.alwaysValidSchema)(it, schema[p]));
        if (properties.length === 0)
          return;
        const valid = gen.name("valid");
        for (const prop of properties) {
          if (hasDefault(prop)) {
            applyPropertySchema(prop);
          } else {
            gen.if((0, code_1.propertyInData)(gen, data, prop, it.opts.ownProperties));
            applyPropertySchema(prop);
            if (!it.allErrors)
              gen.else().var(valid, true);
            gen.endIf();
          }
          cxt.it.definedProperties.add(prop);
          cxt.ok(valid);
        }
        function hasDefault(prop) {
          return it.opts.useDefaults && !it.compositeRule && schema[prop].default !== void 0;
        }
        function applyPropertySchema(prop) {
          cxt.subschema({
            keyword: "properties",
            schemaProp: prop,
            dataProp: prop
          }, valid);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/patternProperties.js
var require_patternProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/patternProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var util_2 = require_util();
    var def = {
      keyword: "patternProperties",
      type: "object",
      schemaType: "object",
      code(cxt) {
        const { gen, schema, data, parentSchema, it } = cxt;
        const { opts } = it;
        const patterns = (0, code_1.allSchemaProperties)(schema);
        const alwaysValidPatterns = patterns.filter((p) => (0, util_1.alwaysValidSchema)(it, schema[p]));
        if (patterns.length === 0 || alwaysValidPatterns.length === patterns.length && (!it.opts.unevaluated || it.props === true)) {
          return;
        }
        const checkProperties = opts.strictSchema && !opts.allowMatchingProperties && parentSchema.properties;
        const valid = gen.name("valid");
        if (it.props !== true && !(it.props instanceof codegen_1.Name)) {
          it.props = (0, util_2.evaluatedPropsToName)(gen, it.props);
        }
        const { props } = it;
        validatePatternProperties();
        function validatePatternProperties() {
          for (const pat of patterns) {
            if (checkProperties)
              checkMatchingProperties(pat);
            if (it.allErrors) {
              validateProperties(pat);
            } else {
              gen.var(valid, true);
              validateProperties(pat);
              gen.if(valid);
            }
          }
        }
        function checkMatchingProperties(pat) {
          for (const prop in checkProperties) {
            if (new RegExp(pat).test(prop)) {
              (0, util_1.checkStrictMode)(it, `property ${prop} matches pattern ${pat} (use allowMatchingProperties)`);
            }
          }
        }
        function validateProperties(pat) {
          gen.forIn("key", data, (key) => {
            gen.if((0, codegen_1._)`${(0, code_1.usePattern)(cxt, pat)}.test(${key})`, () => {
              const alwaysValid = alwaysValidPatterns.includes(pat);
              if (!alwaysValid) {
                cxt.subschema({
                  keyword: "patternProperties",
                  schemaProp: pat,
                  dataProp: key,
                  dataPropType: util_2.Type.Str
                }, valid);
              }
              if (it.opts.unevaluated && props !== true) {
                gen.assign((0, codegen_1._)`${props}[${key}]`, true);
              } else if (!alwaysValid && !it.allErrors) {
                gen.if((0, codegen_1.not)(valid), () => gen.break());
              }
            });
          });
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/not.js
var require_not = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/not.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: "not",
      schemaType: ["object", "boolean"],
      trackErrors: true,
      code(cxt) {
        const { gen, schema, it } = cxt;
        if ((0, util_1.alwaysValidSchema)(it, schema)) {
          cxt.fail();
          return;
        }
        const valid = gen.name("valid");
        cxt.subschema({
          keyword: "not",
          compositeRule: true,
          createErrors: false,
          allErrors: false
        }, valid);
        cxt.failResult(valid, () => cxt.reset(), () => cxt.error());
      },
      error: { message: "must NOT be valid" }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/anyOf.js
var require_anyOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/anyOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var code_1 = require_code2();
    var def = {
      keyword: "anyOf",
      schemaType: "array",
      trackErrors: true,
      code: code_1.validateUnion,
      error: { message: "must match a schema in anyOf" }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/oneOf.js
var require_oneOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/oneOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: "must match exactly one schema in oneOf",
      params: ({ params }) => (0, codegen_1._)`{passingSchemas: ${params.passing}}`
    };
    var def = {
      keyword: "oneOf",
      schemaType: "array",
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, parentSchema, it } = cxt;
        if (!Array.isArray(schema))
          throw new Error("ajv implementation error");
        if (it.opts.discriminator && parentSchema.discriminator)
          return;
        const schArr = schema;
        const valid = gen.let("valid", false);
        const passing = gen.let("passing", null);
        const schValid = gen.name("_valid");
        cxt.setParams({ passing });
        gen.block(validateOneOf);
        cxt.result(valid, () => cxt.reset(), () => cxt.error(true));
        function validateOneOf() {
          schArr.forEach((sch, i) => {
            let schCxt;
            if ((0, util_1.alwaysValidSchema)(it, sch)) {
              gen.var(schValid, true);
            } else {
              schCxt = cxt.subschema({
                keyword: "oneOf",
                schemaProp: i,
                compositeRule: true
              }, schValid);
            }
            if (i > 0) {
              gen.if((0, codegen_1._)`${schValid} && ${valid}`).assign(valid, false).assign(passing, (0, codegen_1._)`[${passing}, ${i}]`).else();
            }
            gen.if(schValid, () => {
              gen.assign(valid, true);
              gen.assign(passing, i);
              if (schCxt)
                cxt.mergeEvaluated(schCxt, codegen_1.Name);
            });
          });
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/allOf.js
var require_allOf = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/allOf.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: "allOf",
      schemaType: "array",
      code(cxt) {
        const { gen, schema, it } = cxt;
        if (!Array.isArray(schema))
          throw new Error("ajv implementation error");
        const valid = gen.name("valid");
        schema.forEach((sch, i) => {
          if ((0, util_1.alwaysValidSchema)(it, sch))
            return;
          const schCxt = cxt.subschema({ keyword: "allOf", schemaProp: i }, valid);
          cxt.ok(valid);
          cxt.mergeEvaluated(schCxt);
        });
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/if.js
var require_if = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/if.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params }) => (0, codegen_1.str)`must match "${params.ifClause}" schema`,
      params: ({ params }) => (0, codegen_1._)`{failingKeyword: ${params.ifClause}}`
    };
    var def = {
      keyword: "if",
      schemaType: ["object", "boolean"],
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, parentSchema, it } = cxt;
        if (parentSchema.then === void 0 && parentSchema.else === void 0) {
          (0, util_1.checkStrictMode)(it, '"if" without "then" and "else" is ignored');
        }
        const hasThen = hasSchema(it, "then");
        const hasElse = hasSchema(it, "else");
        if (!hasThen && !hasElse)
          return;
        const valid = gen.let("valid", true);
        const schValid = gen.name("_valid");
        validateIf();
        cxt.reset();
        if (hasThen && hasElse) {
          const ifClause = gen.let("ifClause");
          cxt.setParams({ ifClause });
          gen.if(schValid, validateClause("then", ifClause), validateClause("else", ifClause));
        } else if (hasThen) {
          gen.if(schValid, validateClause("then"));
        } else {
          gen.if((0, codegen_1.not)(schValid), validateClause("else"));
        }
        cxt.pass(valid, () => cxt.error(true));
        function validateIf() {
          const schCxt = cxt.subschema({
            keyword: "if",
            compositeRule: true,
            createErrors: false,
            allErrors: false
          }, schValid);
          cxt.mergeEvaluated(schCxt);
        }
        function validateClause(keyword, ifClause) {
          return () => {
            const schCxt = cxt.subschema({ keyword }, schValid);
            gen.assign(valid, schValid);
            cxt.mergeValidEvaluated(schCxt, valid);
            if (ifClause)
              gen.assign(ifClause, (0, codegen_1._)`${keyword}`);
            else
              cxt.setParams({ ifClause: keyword });
          };
        }
      }
    };
    function hasSchema(it, keyword) {
      const schema = it.schema[keyword];
      return schema !== void 0 && !(0, util_1.alwaysValidSchema)(it, schema);
    }
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/thenElse.js
var require_thenElse = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/thenElse.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: ["then", "else"],
      schemaType: ["object", "boolean"],
      code({ keyword, parentSchema, it }) {
        if (parentSchema.if === void 0)
          (0, util_1.checkStrictMode)(it, `"${keyword}" without "if" is ignored`);
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/index.js
var require_applicator = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var additionalItems_1 = require_additionalItems();
    var prefixItems_1 = require_prefixItems();
    var items_1 = require_items();
    var items2020_1 = require_items2020();
    var contains_1 = require_contains();
    var dependencies_1 = require_dependencies();
    var propertyNames_1 = require_propertyNames();
    var additionalProperties_1 = require_additionalProperties();
    var properties_1 = require_properties();
    var patternProperties_1 = require_patternProperties();
    var not_1 = require_not();
    var anyOf_1 = require_anyOf();
    var oneOf_1 = require_oneOf();
    var allOf_1 = require_allOf();
    var if_1 = require_if();
    var thenElse_1 = require_thenElse();
    function getApplicator(draft2020 = false) {
      const applicator = [
        // any
        not_1.default,
        anyOf_1.default,
        oneOf_1.default,
        allOf_1.default,
        if_1.default,
        thenElse_1.default,
        // object
        propertyNames_1.default,
        additionalProperties_1.default,
        dependencies_1.default,
        properties_1.default,
        patternProperties_1.default
      ];
      if (draft2020)
        applicator.push(prefixItems_1.default, items2020_1.default);
      else
        applicator.push(additionalItems_1.default, items_1.default);
      applicator.push(contains_1.default);
      return applicator;
    }
    exports.default = getApplicator;
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/dynamicAnchor.js
var require_dynamicAnchor = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/dynamicAnchor.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.dynamicAnchor = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var compile_1 = require_compile();
    var ref_1 = require_ref();
    var def = {
      keyword: "$dynamicAnchor",
      schemaType: "string",
      code: (cxt) => dynamicAnchor(cxt, cxt.schema)
    };
    function dynamicAnchor(cxt, anchor) {
      const { gen, it } = cxt;
      it.schemaEnv.root.dynamicAnchors[anchor] = true;
      const v = (0, codegen_1._)`${names_1.default.dynamicAnchors}${(0, codegen_1.getProperty)(anchor)}`;
      const validate = it.errSchemaPath === "#" ? it.validateName : _getValidate(cxt);
      gen.if((0, codegen_1._)`!${v}`, () => gen.assign(v, validate));
    }
    exports.dynamicAnchor = dynamicAnchor;
    function _getValidate(cxt) {
      const { schemaEnv, schema, self } = cxt.it;
      const { root, baseId, localRefs, meta } = schemaEnv.root;
      const { schemaId } = self.opts;
      const sch = new compile_1.SchemaEnv({ schema, schemaId, root, baseId, localRefs, meta });
      compile_1.compileSchema.call(self, sch);
      return (0, ref_1.getValidate)(cxt, sch);
    }
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/dynamicRef.js
var require_dynamicRef = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/dynamicRef.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.dynamicRef = void 0;
    var codegen_1 = require_codegen();
    var names_1 = require_names();
    var ref_1 = require_ref();
    var def = {
      keyword: "$dynamicRef",
      schemaType: "string",
      code: (cxt) => dynamicRef(cxt, cxt.schema)
    };
    function dynamicRef(cxt, ref) {
      const { gen, keyword, it } = cxt;
      if (ref[0] !== "#")
        throw new Error(`"${keyword}" only supports hash fragment reference`);
      const anchor = ref.slice(1);
      if (it.allErrors) {
        _dynamicRef();
      } else {
        const valid = gen.let("valid", false);
        _dynamicRef(valid);
        cxt.ok(valid);
      }
      function _dynamicRef(valid) {
        if (it.schemaEnv.root.dynamicAnchors[anchor]) {
          const v = gen.let("_v", (0, codegen_1._)`${names_1.default.dynamicAnchors}${(0, codegen_1.getProperty)(anchor)}`);
          gen.if(v, _callRef(v, valid), _callRef(it.validateName, valid));
        } else {
          _callRef(it.validateName, valid)();
        }
      }
      function _callRef(validate, valid) {
        return valid ? () => gen.block(() => {
          (0, ref_1.callRef)(cxt, validate);
          gen.let(valid, true);
        }) : () => (0, ref_1.callRef)(cxt, validate);
      }
    }
    exports.dynamicRef = dynamicRef;
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/recursiveAnchor.js
var require_recursiveAnchor = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/recursiveAnchor.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dynamicAnchor_1 = require_dynamicAnchor();
    var util_1 = require_util();
    var def = {
      keyword: "$recursiveAnchor",
      schemaType: "boolean",
      code(cxt) {
        if (cxt.schema)
          (0, dynamicAnchor_1.dynamicAnchor)(cxt, "");
        else
          (0, util_1.checkStrictMode)(cxt.it, "$recursiveAnchor: false is ignored");
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/recursiveRef.js
var require_recursiveRef = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/recursiveRef.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dynamicRef_1 = require_dynamicRef();
    var def = {
      keyword: "$recursiveRef",
      schemaType: "string",
      code: (cxt) => (0, dynamicRef_1.dynamicRef)(cxt, cxt.schema)
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/dynamic/index.js
var require_dynamic = __commonJS({
  "node_modules/ajv/dist/vocabularies/dynamic/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dynamicAnchor_1 = require_dynamicAnchor();
    var dynamicRef_1 = require_dynamicRef();
    var recursiveAnchor_1 = require_recursiveAnchor();
    var recursiveRef_1 = require_recursiveRef();
    var dynamic = [dynamicAnchor_1.default, dynamicRef_1.default, recursiveAnchor_1.default, recursiveRef_1.default];
    exports.default = dynamic;
  }
});

// node_modules/ajv/dist/vocabularies/validation/dependentRequired.js
var require_dependentRequired = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/dependentRequired.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dependencies_1 = require_dependencies();
    var def = {
      keyword: "dependentRequired",
      type: "object",
      schemaType: "object",
      error: dependencies_1.error,
      code: (cxt) => (0, dependencies_1.validatePropertyDeps)(cxt)
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/applicator/dependentSchemas.js
var require_dependentSchemas = __commonJS({
  "node_modules/ajv/dist/vocabularies/applicator/dependentSchemas.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dependencies_1 = require_dependencies();
    var def = {
      keyword: "dependentSchemas",
      type: "object",
      schemaType: "object",
      code: (cxt) => (0, dependencies_1.validateSchemaDeps)(cxt)
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/validation/limitContains.js
var require_limitContains = __commonJS({
  "node_modules/ajv/dist/vocabularies/validation/limitContains.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var util_1 = require_util();
    var def = {
      keyword: ["maxContains", "minContains"],
      type: "array",
      schemaType: "number",
      code({ keyword, parentSchema, it }) {
        if (parentSchema.contains === void 0) {
          (0, util_1.checkStrictMode)(it, `"${keyword}" without "contains" is ignored`);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/next.js
var require_next = __commonJS({
  "node_modules/ajv/dist/vocabularies/next.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var dependentRequired_1 = require_dependentRequired();
    var dependentSchemas_1 = require_dependentSchemas();
    var limitContains_1 = require_limitContains();
    var next = [dependentRequired_1.default, dependentSchemas_1.default, limitContains_1.default];
    exports.default = next;
  }
});

// node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedProperties.js
var require_unevaluatedProperties = __commonJS({
  "node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedProperties.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var names_1 = require_names();
    var error = {
      message: "must NOT have unevaluated properties",
      params: ({ params }) => (0, codegen_1._)`{unevaluatedProperty: ${params.unevaluatedProperty}}`
    };
    var def = {
      keyword: "unevaluatedProperties",
      type: "object",
      schemaType: ["boolean", "object"],
      trackErrors: true,
      error,
      code(cxt) {
        const { gen, schema, data, errsCount, it } = cxt;
        if (!errsCount)
          throw new Error("ajv implementation error");
        const { allErrors, props } = it;
        if (props instanceof codegen_1.Name) {
          gen.if((0, codegen_1._)`${props} !== true`, () => gen.forIn("key", data, (key) => gen.if(unevaluatedDynamic(props, key), () => unevaluatedPropCode(key))));
        } else if (props !== true) {
          gen.forIn("key", data, (key) => props === void 0 ? unevaluatedPropCode(key) : gen.if(unevaluatedStatic(props, key), () => unevaluatedPropCode(key)));
        }
        it.props = true;
        cxt.ok((0, codegen_1._)`${errsCount} === ${names_1.default.errors}`);
        function unevaluatedPropCode(key) {
          if (schema === false) {
            cxt.setParams({ unevaluatedProperty: key });
            cxt.error();
            if (!allErrors)
              gen.break();
            return;
          }
          if (!(0, util_1.alwaysValidSchema)(it, schema)) {
            const valid = gen.name("valid");
            cxt.subschema({
              keyword: "unevaluatedProperties",
              dataProp: key,
              dataPropType: util_1.Type.Str
            }, valid);
            if (!allErrors)
              gen.if((0, codegen_1.not)(valid), () => gen.break());
          }
        }
        function unevaluatedDynamic(evaluatedProps, key) {
          return (0, codegen_1._)`!${evaluatedProps} || !${evaluatedProps}[${key}]`;
        }
        function unevaluatedStatic(evaluatedProps, key) {
          const ps = [];
          for (const p in evaluatedProps) {
            if (evaluatedProps[p] === true)
              ps.push((0, codegen_1._)`${key} !== ${p}`);
          }
          return (0, codegen_1.and)(...ps);
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedItems.js
var require_unevaluatedItems = __commonJS({
  "node_modules/ajv/dist/vocabularies/unevaluated/unevaluatedItems.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var util_1 = require_util();
    var error = {
      message: ({ params: { len } }) => (0, codegen_1.str)`must NOT have more than ${len} items`,
      params: ({ params: { len } }) => (0, codegen_1._)`{limit: ${len}}`
    };
    var def = {
      keyword: "unevaluatedItems",
      type: "array",
      schemaType: ["boolean", "object"],
      error,
      code(cxt) {
        const { gen, schema, data, it } = cxt;
        const items2 = it.items || 0;
        if (items2 === true)
          return;
        const len = gen.const("len", (0, codegen_1._)`${data}.length`);
        if (schema === false) {
          cxt.setParams({ len: items2 });
          cxt.fail((0, codegen_1._)`${len} > ${items2}`);
        } else if (typeof schema == "object" && !(0, util_1.alwaysValidSchema)(it, schema)) {
          const valid = gen.var("valid", (0, codegen_1._)`${len} <= ${items2}`);
          gen.if((0, codegen_1.not)(valid), () => validateItems(valid, items2));
          cxt.ok(valid);
        }
        it.items = true;
        function validateItems(valid, from) {
          gen.forRange("i", from, len, (i) => {
            cxt.subschema({ keyword: "unevaluatedItems", dataProp: i, dataPropType: util_1.Type.Num }, valid);
            if (!it.allErrors)
              gen.if((0, codegen_1.not)(valid), () => gen.break());
          });
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/unevaluated/index.js
var require_unevaluated = __commonJS({
  "node_modules/ajv/dist/vocabularies/unevaluated/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var unevaluatedProperties_1 = require_unevaluatedProperties();
    var unevaluatedItems_1 = require_unevaluatedItems();
    var unevaluated = [unevaluatedProperties_1.default, unevaluatedItems_1.default];
    exports.default = unevaluated;
  }
});

// node_modules/ajv/dist/vocabularies/format/format.js
var require_format = __commonJS({
  "node_modules/ajv/dist/vocabularies/format/format.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var error = {
      message: ({ schemaCode }) => (0, codegen_1.str)`must match format "${schemaCode}"`,
      params: ({ schemaCode }) => (0, codegen_1._)`{format: ${schemaCode}}`
    };
    var def = {
      keyword: "format",
      type: ["number", "string"],
      schemaType: "string",
      $data: true,
      error,
      code(cxt, ruleType) {
        const { gen, data, $data, schema, schemaCode, it } = cxt;
        const { opts, errSchemaPath, schemaEnv, self } = it;
        if (!opts.validateFormats)
          return;
        if ($data)
          validate$DataFormat();
        else
          validateFormat();
        function validate$DataFormat() {
          const fmts = gen.scopeValue("formats", {
            ref: self.formats,
            code: opts.code.formats
          });
          const fDef = gen.const("fDef", (0, codegen_1._)`${fmts}[${schemaCode}]`);
          const fType = gen.let("fType");
          const format = gen.let("format");
          gen.if((0, codegen_1._)`typeof ${fDef} == "object" && !(${fDef} instanceof RegExp)`, () => gen.assign(fType, (0, codegen_1._)`${fDef}.type || "string"`).assign(format, (0, codegen_1._)`${fDef}.validate`), () => gen.assign(fType, (0, codegen_1._)`"string"`).assign(format, fDef));
          cxt.fail$data((0, codegen_1.or)(unknownFmt(), invalidFmt()));
          function unknownFmt() {
            if (opts.strictSchema === false)
              return codegen_1.nil;
            return (0, codegen_1._)`${schemaCode} && !${format}`;
          }
          function invalidFmt() {
            const callFormat = schemaEnv.$async ? (0, codegen_1._)`(${fDef}.async ? await ${format}(${data}) : ${format}(${data}))` : (0, codegen_1._)`${format}(${data})`;
            const validData = (0, codegen_1._)`(typeof ${format} == "function" ? ${callFormat} : ${format}.test(${data}))`;
            return (0, codegen_1._)`${format} && ${format} !== true && ${fType} === ${ruleType} && !${validData}`;
          }
        }
        function validateFormat() {
          const formatDef = self.formats[schema];
          if (!formatDef) {
            unknownFormat();
            return;
          }
          if (formatDef === true)
            return;
          const [fmtType, format, fmtRef] = getFormat(formatDef);
          if (fmtType === ruleType)
            cxt.pass(validCondition());
          function unknownFormat() {
            if (opts.strictSchema === false) {
              self.logger.warn(unknownMsg());
              return;
            }
            throw new Error(unknownMsg());
            function unknownMsg() {
              return `unknown format "${schema}" ignored in schema at path "${errSchemaPath}"`;
            }
          }
          function getFormat(fmtDef) {
            const code = fmtDef instanceof RegExp ? (0, codegen_1.regexpCode)(fmtDef) : opts.code.formats ? (0, codegen_1._)`${opts.code.formats}${(0, codegen_1.getProperty)(schema)}` : void 0;
            const fmt = gen.scopeValue("formats", { key: schema, ref: fmtDef, code });
            if (typeof fmtDef == "object" && !(fmtDef instanceof RegExp)) {
              return [fmtDef.type || "string", fmtDef.validate, (0, codegen_1._)`${fmt}.validate`];
            }
            return ["string", fmtDef, fmt];
          }
          function validCondition() {
            if (typeof formatDef == "object" && !(formatDef instanceof RegExp) && formatDef.async) {
              if (!schemaEnv.$async)
                throw new Error("async format in sync schema");
              return (0, codegen_1._)`await ${fmtRef}(${data})`;
            }
            return typeof format == "function" ? (0, codegen_1._)`${fmtRef}(${data})` : (0, codegen_1._)`${fmtRef}.test(${data})`;
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/vocabularies/format/index.js
var require_format2 = __commonJS({
  "node_modules/ajv/dist/vocabularies/format/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var format_1 = require_format();
    var format = [format_1.default];
    exports.default = format;
  }
});

// node_modules/ajv/dist/vocabularies/metadata.js
var require_metadata = __commonJS({
  "node_modules/ajv/dist/vocabularies/metadata.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.contentVocabulary = exports.metadataVocabulary = void 0;
    exports.metadataVocabulary = [
      "title",
      "description",
      "default",
      "deprecated",
      "readOnly",
      "writeOnly",
      "examples"
    ];
    exports.contentVocabulary = [
      "contentMediaType",
      "contentEncoding",
      "contentSchema"
    ];
  }
});

// node_modules/ajv/dist/vocabularies/draft2020.js
var require_draft2020 = __commonJS({
  "node_modules/ajv/dist/vocabularies/draft2020.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var core_1 = require_core2();
    var validation_1 = require_validation();
    var applicator_1 = require_applicator();
    var dynamic_1 = require_dynamic();
    var next_1 = require_next();
    var unevaluated_1 = require_unevaluated();
    var format_1 = require_format2();
    var metadata_1 = require_metadata();
    var draft2020Vocabularies = [
      dynamic_1.default,
      core_1.default,
      validation_1.default,
      (0, applicator_1.default)(true),
      format_1.default,
      metadata_1.metadataVocabulary,
      metadata_1.contentVocabulary,
      next_1.default,
      unevaluated_1.default
    ];
    exports.default = draft2020Vocabularies;
  }
});

// node_modules/ajv/dist/vocabularies/discriminator/types.js
var require_types = __commonJS({
  "node_modules/ajv/dist/vocabularies/discriminator/types.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.DiscrError = void 0;
    var DiscrError;
    (function(DiscrError2) {
      DiscrError2["Tag"] = "tag";
      DiscrError2["Mapping"] = "mapping";
    })(DiscrError || (exports.DiscrError = DiscrError = {}));
  }
});

// node_modules/ajv/dist/vocabularies/discriminator/index.js
var require_discriminator = __commonJS({
  "node_modules/ajv/dist/vocabularies/discriminator/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var codegen_1 = require_codegen();
    var types_1 = require_types();
    var compile_1 = require_compile();
    var ref_error_1 = require_ref_error();
    var util_1 = require_util();
    var error = {
      message: ({ params: { discrError, tagName } }) => discrError === types_1.DiscrError.Tag ? `tag "${tagName}" must be string` : `value of tag "${tagName}" must be in oneOf`,
      params: ({ params: { discrError, tag, tagName } }) => (0, codegen_1._)`{error: ${discrError}, tag: ${tagName}, tagValue: ${tag}}`
    };
    var def = {
      keyword: "discriminator",
      type: "object",
      schemaType: "object",
      error,
      code(cxt) {
        const { gen, data, schema, parentSchema, it } = cxt;
        const { oneOf } = parentSchema;
        if (!it.opts.discriminator) {
          throw new Error("discriminator: requires discriminator option");
        }
        const tagName = schema.propertyName;
        if (typeof tagName != "string")
          throw new Error("discriminator: requires propertyName");
        if (schema.mapping)
          throw new Error("discriminator: mapping is not supported");
        if (!oneOf)
          throw new Error("discriminator: requires oneOf keyword");
        const valid = gen.let("valid", false);
        const tag = gen.const("tag", (0, codegen_1._)`${data}${(0, codegen_1.getProperty)(tagName)}`);
        gen.if((0, codegen_1._)`typeof ${tag} == "string"`, () => validateMapping(), () => cxt.error(false, { discrError: types_1.DiscrError.Tag, tag, tagName }));
        cxt.ok(valid);
        function validateMapping() {
          const mapping = getMapping();
          gen.if(false);
          for (const tagValue in mapping) {
            gen.elseIf((0, codegen_1._)`${tag} === ${tagValue}`);
            gen.assign(valid, applyTagSchema(mapping[tagValue]));
          }
          gen.else();
          cxt.error(false, { discrError: types_1.DiscrError.Mapping, tag, tagName });
          gen.endIf();
        }
        function applyTagSchema(schemaProp) {
          const _valid = gen.name("valid");
          const schCxt = cxt.subschema({ keyword: "oneOf", schemaProp }, _valid);
          cxt.mergeEvaluated(schCxt, codegen_1.Name);
          return _valid;
        }
        function getMapping() {
          var _a;
          const oneOfMapping = {};
          const topRequired = hasRequired(parentSchema);
          let tagRequired = true;
          for (let i = 0; i < oneOf.length; i++) {
            let sch = oneOf[i];
            if ((sch === null || sch === void 0 ? void 0 : sch.$ref) && !(0, util_1.schemaHasRulesButRef)(sch, it.self.RULES)) {
              const ref = sch.$ref;
              sch = compile_1.resolveRef.call(it.self, it.schemaEnv.root, it.baseId, ref);
              if (sch instanceof compile_1.SchemaEnv)
                sch = sch.schema;
              if (sch === void 0)
                throw new ref_error_1.default(it.opts.uriResolver, it.baseId, ref);
            }
            const propSch = (_a = sch === null || sch === void 0 ? void 0 : sch.properties) === null || _a === void 0 ? void 0 : _a[tagName];
            if (typeof propSch != "object") {
              throw new Error(`discriminator: oneOf subschemas (or referenced schemas) must have "properties/${tagName}"`);
            }
            tagRequired = tagRequired && (topRequired || hasRequired(sch));
            addMappings(propSch, i);
          }
          if (!tagRequired)
            throw new Error(`discriminator: "${tagName}" must be required`);
          return oneOfMapping;
          function hasRequired({ required }) {
            return Array.isArray(required) && required.includes(tagName);
          }
          function addMappings(sch, i) {
            if (sch.const) {
              addMapping(sch.const, i);
            } else if (sch.enum) {
              for (const tagValue of sch.enum) {
                addMapping(tagValue, i);
              }
            } else {
              throw new Error(`discriminator: "properties/${tagName}" must have "const" or "enum"`);
            }
          }
          function addMapping(tagValue, i) {
            if (typeof tagValue != "string" || tagValue in oneOfMapping) {
              throw new Error(`discriminator: "${tagName}" values must be unique strings`);
            }
            oneOfMapping[tagValue] = i;
          }
        }
      }
    };
    exports.default = def;
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/schema.json
var require_schema = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/schema.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/schema",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/core": true,
        "https://json-schema.org/draft/2020-12/vocab/applicator": true,
        "https://json-schema.org/draft/2020-12/vocab/unevaluated": true,
        "https://json-schema.org/draft/2020-12/vocab/validation": true,
        "https://json-schema.org/draft/2020-12/vocab/meta-data": true,
        "https://json-schema.org/draft/2020-12/vocab/format-annotation": true,
        "https://json-schema.org/draft/2020-12/vocab/content": true
      },
      $dynamicAnchor: "meta",
      title: "Core and Validation specifications meta-schema",
      allOf: [
        { $ref: "meta/core" },
        { $ref: "meta/applicator" },
        { $ref: "meta/unevaluated" },
        { $ref: "meta/validation" },
        { $ref: "meta/meta-data" },
        { $ref: "meta/format-annotation" },
        { $ref: "meta/content" }
      ],
      type: ["object", "boolean"],
      $comment: "This meta-schema also defines keywords that have appeared in previous drafts in order to prevent incompatible extensions as they remain in common use.",
      properties: {
        definitions: {
          $comment: '"definitions" has been replaced by "$defs".',
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          deprecated: true,
          default: {}
        },
        dependencies: {
          $comment: '"dependencies" has been split and replaced by "dependentSchemas" and "dependentRequired" in order to serve their differing semantics.',
          type: "object",
          additionalProperties: {
            anyOf: [{ $dynamicRef: "#meta" }, { $ref: "meta/validation#/$defs/stringArray" }]
          },
          deprecated: true,
          default: {}
        },
        $recursiveAnchor: {
          $comment: '"$recursiveAnchor" has been replaced by "$dynamicAnchor".',
          $ref: "meta/core#/$defs/anchorString",
          deprecated: true
        },
        $recursiveRef: {
          $comment: '"$recursiveRef" has been replaced by "$dynamicRef".',
          $ref: "meta/core#/$defs/uriReferenceString",
          deprecated: true
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/applicator.json
var require_applicator2 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/applicator.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/applicator",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/applicator": true
      },
      $dynamicAnchor: "meta",
      title: "Applicator vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        prefixItems: { $ref: "#/$defs/schemaArray" },
        items: { $dynamicRef: "#meta" },
        contains: { $dynamicRef: "#meta" },
        additionalProperties: { $dynamicRef: "#meta" },
        properties: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          default: {}
        },
        patternProperties: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          propertyNames: { format: "regex" },
          default: {}
        },
        dependentSchemas: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" },
          default: {}
        },
        propertyNames: { $dynamicRef: "#meta" },
        if: { $dynamicRef: "#meta" },
        then: { $dynamicRef: "#meta" },
        else: { $dynamicRef: "#meta" },
        allOf: { $ref: "#/$defs/schemaArray" },
        anyOf: { $ref: "#/$defs/schemaArray" },
        oneOf: { $ref: "#/$defs/schemaArray" },
        not: { $dynamicRef: "#meta" }
      },
      $defs: {
        schemaArray: {
          type: "array",
          minItems: 1,
          items: { $dynamicRef: "#meta" }
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/unevaluated.json
var require_unevaluated2 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/unevaluated.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/unevaluated",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/unevaluated": true
      },
      $dynamicAnchor: "meta",
      title: "Unevaluated applicator vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        unevaluatedItems: { $dynamicRef: "#meta" },
        unevaluatedProperties: { $dynamicRef: "#meta" }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/content.json
var require_content = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/content.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/content",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/content": true
      },
      $dynamicAnchor: "meta",
      title: "Content vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        contentEncoding: { type: "string" },
        contentMediaType: { type: "string" },
        contentSchema: { $dynamicRef: "#meta" }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/core.json
var require_core3 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/core.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/core",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/core": true
      },
      $dynamicAnchor: "meta",
      title: "Core vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        $id: {
          $ref: "#/$defs/uriReferenceString",
          $comment: "Non-empty fragments not allowed.",
          pattern: "^[^#]*#?$"
        },
        $schema: { $ref: "#/$defs/uriString" },
        $ref: { $ref: "#/$defs/uriReferenceString" },
        $anchor: { $ref: "#/$defs/anchorString" },
        $dynamicRef: { $ref: "#/$defs/uriReferenceString" },
        $dynamicAnchor: { $ref: "#/$defs/anchorString" },
        $vocabulary: {
          type: "object",
          propertyNames: { $ref: "#/$defs/uriString" },
          additionalProperties: {
            type: "boolean"
          }
        },
        $comment: {
          type: "string"
        },
        $defs: {
          type: "object",
          additionalProperties: { $dynamicRef: "#meta" }
        }
      },
      $defs: {
        anchorString: {
          type: "string",
          pattern: "^[A-Za-z_][-A-Za-z0-9._]*$"
        },
        uriString: {
          type: "string",
          format: "uri"
        },
        uriReferenceString: {
          type: "string",
          format: "uri-reference"
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/format-annotation.json
var require_format_annotation = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/format-annotation.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/format-annotation",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/format-annotation": true
      },
      $dynamicAnchor: "meta",
      title: "Format vocabulary meta-schema for annotation results",
      type: ["object", "boolean"],
      properties: {
        format: { type: "string" }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/meta-data.json
var require_meta_data = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/meta-data.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/meta-data",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/meta-data": true
      },
      $dynamicAnchor: "meta",
      title: "Meta-data vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        title: {
          type: "string"
        },
        description: {
          type: "string"
        },
        default: true,
        deprecated: {
          type: "boolean",
          default: false
        },
        readOnly: {
          type: "boolean",
          default: false
        },
        writeOnly: {
          type: "boolean",
          default: false
        },
        examples: {
          type: "array",
          items: true
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/meta/validation.json
var require_validation2 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/meta/validation.json"(exports, module) {
    module.exports = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $id: "https://json-schema.org/draft/2020-12/meta/validation",
      $vocabulary: {
        "https://json-schema.org/draft/2020-12/vocab/validation": true
      },
      $dynamicAnchor: "meta",
      title: "Validation vocabulary meta-schema",
      type: ["object", "boolean"],
      properties: {
        type: {
          anyOf: [
            { $ref: "#/$defs/simpleTypes" },
            {
              type: "array",
              items: { $ref: "#/$defs/simpleTypes" },
              minItems: 1,
              uniqueItems: true
            }
          ]
        },
        const: true,
        enum: {
          type: "array",
          items: true
        },
        multipleOf: {
          type: "number",
          exclusiveMinimum: 0
        },
        maximum: {
          type: "number"
        },
        exclusiveMaximum: {
          type: "number"
        },
        minimum: {
          type: "number"
        },
        exclusiveMinimum: {
          type: "number"
        },
        maxLength: { $ref: "#/$defs/nonNegativeInteger" },
        minLength: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        pattern: {
          type: "string",
          format: "regex"
        },
        maxItems: { $ref: "#/$defs/nonNegativeInteger" },
        minItems: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        uniqueItems: {
          type: "boolean",
          default: false
        },
        maxContains: { $ref: "#/$defs/nonNegativeInteger" },
        minContains: {
          $ref: "#/$defs/nonNegativeInteger",
          default: 1
        },
        maxProperties: { $ref: "#/$defs/nonNegativeInteger" },
        minProperties: { $ref: "#/$defs/nonNegativeIntegerDefault0" },
        required: { $ref: "#/$defs/stringArray" },
        dependentRequired: {
          type: "object",
          additionalProperties: {
            $ref: "#/$defs/stringArray"
          }
        }
      },
      $defs: {
        nonNegativeInteger: {
          type: "integer",
          minimum: 0
        },
        nonNegativeIntegerDefault0: {
          $ref: "#/$defs/nonNegativeInteger",
          default: 0
        },
        simpleTypes: {
          enum: ["array", "boolean", "integer", "null", "number", "object", "string"]
        },
        stringArray: {
          type: "array",
          items: { type: "string" },
          uniqueItems: true,
          default: []
        }
      }
    };
  }
});

// node_modules/ajv/dist/refs/json-schema-2020-12/index.js
var require_json_schema_2020_12 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-2020-12/index.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var metaSchema = require_schema();
    var applicator = require_applicator2();
    var unevaluated = require_unevaluated2();
    var content = require_content();
    var core = require_core3();
    var format = require_format_annotation();
    var metadata = require_meta_data();
    var validation = require_validation2();
    var META_SUPPORT_DATA = ["/properties"];
    function addMetaSchema2020($data) {
      ;
      [
        metaSchema,
        applicator,
        unevaluated,
        content,
        core,
        with$data(this, format),
        metadata,
        with$data(this, validation)
      ].forEach((sch) => this.addMetaSchema(sch, void 0, false));
      return this;
      function with$data(ajv, sch) {
        return $data ? ajv.$dataMetaSchema(sch, META_SUPPORT_DATA) : sch;
      }
    }
    exports.default = addMetaSchema2020;
  }
});

// node_modules/ajv/dist/2020.js
var require__ = __commonJS({
  "node_modules/ajv/dist/2020.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv2020 = void 0;
    var core_1 = require_core();
    var draft2020_1 = require_draft2020();
    var discriminator_1 = require_discriminator();
    var json_schema_2020_12_1 = require_json_schema_2020_12();
    var META_SCHEMA_ID = "https://json-schema.org/draft/2020-12/schema";
    var Ajv20202 = class extends core_1.default {
      constructor(opts = {}) {
        super({
          ...opts,
          dynamicRef: true,
          next: true,
          unevaluated: true
        });
      }
      _addVocabularies() {
        super._addVocabularies();
        draft2020_1.default.forEach((v) => this.addVocabulary(v));
        if (this.opts.discriminator)
          this.addKeyword(discriminator_1.default);
      }
      _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        const { $data, meta } = this.opts;
        if (!meta)
          return;
        json_schema_2020_12_1.default.call(this, $data);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
      }
      defaultMeta() {
        return this.opts.defaultMeta = super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : void 0);
      }
    };
    exports.Ajv2020 = Ajv20202;
    module.exports = exports = Ajv20202;
    module.exports.Ajv2020 = Ajv20202;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = Ajv20202;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    Object.defineProperty(exports, "ValidationError", { enumerable: true, get: function() {
      return validation_error_1.default;
    } });
    var ref_error_1 = require_ref_error();
    Object.defineProperty(exports, "MissingRefError", { enumerable: true, get: function() {
      return ref_error_1.default;
    } });
  }
});

// node_modules/ajv-formats/dist/formats.js
var require_formats = __commonJS({
  "node_modules/ajv-formats/dist/formats.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.formatNames = exports.fastFormats = exports.fullFormats = void 0;
    function fmtDef(validate, compare2) {
      return { validate, compare: compare2 };
    }
    exports.fullFormats = {
      // date: http://tools.ietf.org/html/rfc3339#section-5.6
      date: fmtDef(date, compareDate),
      // date-time: http://tools.ietf.org/html/rfc3339#section-5.6
      time: fmtDef(getTime(true), compareTime),
      "date-time": fmtDef(getDateTime(true), compareDateTime),
      "iso-time": fmtDef(getTime(), compareIsoTime),
      "iso-date-time": fmtDef(getDateTime(), compareIsoDateTime),
      // duration: https://tools.ietf.org/html/rfc3339#appendix-A
      duration: /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/,
      uri,
      "uri-reference": /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i,
      // uri-template: https://tools.ietf.org/html/rfc6570
      "uri-template": /^(?:(?:[^\x00-\x20"'<>%\\^`{|}]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?)*\})*$/i,
      // For the source: https://gist.github.com/dperini/729294
      // For test cases: https://mathiasbynens.be/demo/url-regex
      url: /^(?:https?|ftp):\/\/(?:\S+(?::\S*)?@)?(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}(?:\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4]))|(?:(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)(?:\.(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)*(?:\.(?:[a-z\u{00a1}-\u{ffff}]{2,})))(?::\d{2,5})?(?:\/[^\s]*)?$/iu,
      email: /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
      hostname: /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i,
      // optimized https://www.safaribooksonline.com/library/view/regular-expressions-cookbook/9780596802837/ch07s16.html
      ipv4: /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
      ipv6: /^((([0-9a-f]{1,4}:){7}([0-9a-f]{1,4}|:))|(([0-9a-f]{1,4}:){6}(:[0-9a-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){5}(((:[0-9a-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){4}(((:[0-9a-f]{1,4}){1,3})|((:[0-9a-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){3}(((:[0-9a-f]{1,4}){1,4})|((:[0-9a-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){2}(((:[0-9a-f]{1,4}){1,5})|((:[0-9a-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){1}(((:[0-9a-f]{1,4}){1,6})|((:[0-9a-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9a-f]{1,4}){1,7})|((:[0-9a-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))$/i,
      regex,
      // uuid: http://tools.ietf.org/html/rfc4122
      uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
      // JSON-pointer: https://tools.ietf.org/html/rfc6901
      // uri fragment: https://tools.ietf.org/html/rfc3986#appendix-A
      "json-pointer": /^(?:\/(?:[^~/]|~0|~1)*)*$/,
      "json-pointer-uri-fragment": /^#(?:\/(?:[a-z0-9_\-.!$&'()*+,;:=@]|%[0-9a-f]{2}|~0|~1)*)*$/i,
      // relative JSON-pointer: http://tools.ietf.org/html/draft-luff-relative-json-pointer-00
      "relative-json-pointer": /^(?:0|[1-9][0-9]*)(?:#|(?:\/(?:[^~/]|~0|~1)*)*)$/,
      // the following formats are used by the openapi specification: https://spec.openapis.org/oas/v3.0.0#data-types
      // byte: https://github.com/miguelmota/is-base64
      byte,
      // signed 32 bit integer
      int32: { type: "number", validate: validateInt32 },
      // signed 64 bit integer
      int64: { type: "number", validate: validateInt64 },
      // C-type float
      float: { type: "number", validate: validateNumber },
      // C-type double
      double: { type: "number", validate: validateNumber },
      // hint to the UI to hide input strings
      password: true,
      // unchecked string payload
      binary: true
    };
    exports.fastFormats = {
      ...exports.fullFormats,
      date: fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d$/, compareDate),
      time: fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareTime),
      "date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\dt(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareDateTime),
      "iso-time": fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoTime),
      "iso-date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoDateTime),
      // uri: https://github.com/mafintosh/is-my-json-valid/blob/master/formats.js
      uri: /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i,
      "uri-reference": /^(?:(?:[a-z][a-z0-9+\-.]*:)?\/?\/)?(?:[^\\\s#][^\s#]*)?(?:#[^\\\s]*)?$/i,
      // email (sources from jsen validator):
      // http://stackoverflow.com/questions/201323/using-a-regular-expression-to-validate-an-email-address#answer-8829363
      // http://www.w3.org/TR/html5/forms.html#valid-e-mail-address (search for 'wilful violation')
      email: /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i
    };
    exports.formatNames = Object.keys(exports.fullFormats);
    function isLeapYear(year) {
      return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    }
    var DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
    var DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    function date(str) {
      const matches = DATE.exec(str);
      if (!matches)
        return false;
      const year = +matches[1];
      const month = +matches[2];
      const day = +matches[3];
      return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]);
    }
    function compareDate(d1, d2) {
      if (!(d1 && d2))
        return void 0;
      if (d1 > d2)
        return 1;
      if (d1 < d2)
        return -1;
      return 0;
    }
    var TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
    function getTime(strictTimeZone) {
      return function time(str) {
        const matches = TIME.exec(str);
        if (!matches)
          return false;
        const hr = +matches[1];
        const min = +matches[2];
        const sec = +matches[3];
        const tz = matches[4];
        const tzSign = matches[5] === "-" ? -1 : 1;
        const tzH = +(matches[6] || 0);
        const tzM = +(matches[7] || 0);
        if (tzH > 23 || tzM > 59 || strictTimeZone && !tz)
          return false;
        if (hr <= 23 && min <= 59 && sec < 60)
          return true;
        const utcMin = min - tzM * tzSign;
        const utcHr = hr - tzH * tzSign - (utcMin < 0 ? 1 : 0);
        return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
      };
    }
    function compareTime(s1, s2) {
      if (!(s1 && s2))
        return void 0;
      const t1 = (/* @__PURE__ */ new Date("2020-01-01T" + s1)).valueOf();
      const t2 = (/* @__PURE__ */ new Date("2020-01-01T" + s2)).valueOf();
      if (!(t1 && t2))
        return void 0;
      return t1 - t2;
    }
    function compareIsoTime(t1, t2) {
      if (!(t1 && t2))
        return void 0;
      const a1 = TIME.exec(t1);
      const a2 = TIME.exec(t2);
      if (!(a1 && a2))
        return void 0;
      t1 = a1[1] + a1[2] + a1[3];
      t2 = a2[1] + a2[2] + a2[3];
      if (t1 > t2)
        return 1;
      if (t1 < t2)
        return -1;
      return 0;
    }
    var DATE_TIME_SEPARATOR = /t|\s/i;
    function getDateTime(strictTimeZone) {
      const time = getTime(strictTimeZone);
      return function date_time(str) {
        const dateTime = str.split(DATE_TIME_SEPARATOR);
        return dateTime.length === 2 && date(dateTime[0]) && time(dateTime[1]);
      };
    }
    function compareDateTime(dt1, dt2) {
      if (!(dt1 && dt2))
        return void 0;
      const d1 = new Date(dt1).valueOf();
      const d2 = new Date(dt2).valueOf();
      if (!(d1 && d2))
        return void 0;
      return d1 - d2;
    }
    function compareIsoDateTime(dt1, dt2) {
      if (!(dt1 && dt2))
        return void 0;
      const [d1, t1] = dt1.split(DATE_TIME_SEPARATOR);
      const [d2, t2] = dt2.split(DATE_TIME_SEPARATOR);
      const res = compareDate(d1, d2);
      if (res === void 0)
        return void 0;
      return res || compareTime(t1, t2);
    }
    var NOT_URI_FRAGMENT = /\/|:/;
    var URI = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
    function uri(str) {
      return NOT_URI_FRAGMENT.test(str) && URI.test(str);
    }
    var BYTE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/gm;
    function byte(str) {
      BYTE.lastIndex = 0;
      return BYTE.test(str);
    }
    var MIN_INT32 = -(2 ** 31);
    var MAX_INT32 = 2 ** 31 - 1;
    function validateInt32(value) {
      return Number.isInteger(value) && value <= MAX_INT32 && value >= MIN_INT32;
    }
    function validateInt64(value) {
      return Number.isInteger(value);
    }
    function validateNumber() {
      return true;
    }
    var Z_ANCHOR = /[^\\]\\Z/;
    function regex(str) {
      if (Z_ANCHOR.test(str))
        return false;
      try {
        new RegExp(str);
        return true;
      } catch (e) {
        return false;
      }
    }
  }
});

// node_modules/ajv/dist/vocabularies/draft7.js
var require_draft7 = __commonJS({
  "node_modules/ajv/dist/vocabularies/draft7.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var core_1 = require_core2();
    var validation_1 = require_validation();
    var applicator_1 = require_applicator();
    var format_1 = require_format2();
    var metadata_1 = require_metadata();
    var draft7Vocabularies = [
      core_1.default,
      validation_1.default,
      (0, applicator_1.default)(),
      format_1.default,
      metadata_1.metadataVocabulary,
      metadata_1.contentVocabulary
    ];
    exports.default = draft7Vocabularies;
  }
});

// node_modules/ajv/dist/refs/json-schema-draft-07.json
var require_json_schema_draft_07 = __commonJS({
  "node_modules/ajv/dist/refs/json-schema-draft-07.json"(exports, module) {
    module.exports = {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "http://json-schema.org/draft-07/schema#",
      title: "Core schema meta-schema",
      definitions: {
        schemaArray: {
          type: "array",
          minItems: 1,
          items: { $ref: "#" }
        },
        nonNegativeInteger: {
          type: "integer",
          minimum: 0
        },
        nonNegativeIntegerDefault0: {
          allOf: [{ $ref: "#/definitions/nonNegativeInteger" }, { default: 0 }]
        },
        simpleTypes: {
          enum: ["array", "boolean", "integer", "null", "number", "object", "string"]
        },
        stringArray: {
          type: "array",
          items: { type: "string" },
          uniqueItems: true,
          default: []
        }
      },
      type: ["object", "boolean"],
      properties: {
        $id: {
          type: "string",
          format: "uri-reference"
        },
        $schema: {
          type: "string",
          format: "uri"
        },
        $ref: {
          type: "string",
          format: "uri-reference"
        },
        $comment: {
          type: "string"
        },
        title: {
          type: "string"
        },
        description: {
          type: "string"
        },
        default: true,
        readOnly: {
          type: "boolean",
          default: false
        },
        examples: {
          type: "array",
          items: true
        },
        multipleOf: {
          type: "number",
          exclusiveMinimum: 0
        },
        maximum: {
          type: "number"
        },
        exclusiveMaximum: {
          type: "number"
        },
        minimum: {
          type: "number"
        },
        exclusiveMinimum: {
          type: "number"
        },
        maxLength: { $ref: "#/definitions/nonNegativeInteger" },
        minLength: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        pattern: {
          type: "string",
          format: "regex"
        },
        additionalItems: { $ref: "#" },
        items: {
          anyOf: [{ $ref: "#" }, { $ref: "#/definitions/schemaArray" }],
          default: true
        },
        maxItems: { $ref: "#/definitions/nonNegativeInteger" },
        minItems: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        uniqueItems: {
          type: "boolean",
          default: false
        },
        contains: { $ref: "#" },
        maxProperties: { $ref: "#/definitions/nonNegativeInteger" },
        minProperties: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
        required: { $ref: "#/definitions/stringArray" },
        additionalProperties: { $ref: "#" },
        definitions: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        properties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          default: {}
        },
        patternProperties: {
          type: "object",
          additionalProperties: { $ref: "#" },
          propertyNames: { format: "regex" },
          default: {}
        },
        dependencies: {
          type: "object",
          additionalProperties: {
            anyOf: [{ $ref: "#" }, { $ref: "#/definitions/stringArray" }]
          }
        },
        propertyNames: { $ref: "#" },
        const: true,
        enum: {
          type: "array",
          items: true,
          minItems: 1,
          uniqueItems: true
        },
        type: {
          anyOf: [
            { $ref: "#/definitions/simpleTypes" },
            {
              type: "array",
              items: { $ref: "#/definitions/simpleTypes" },
              minItems: 1,
              uniqueItems: true
            }
          ]
        },
        format: { type: "string" },
        contentMediaType: { type: "string" },
        contentEncoding: { type: "string" },
        if: { $ref: "#" },
        then: { $ref: "#" },
        else: { $ref: "#" },
        allOf: { $ref: "#/definitions/schemaArray" },
        anyOf: { $ref: "#/definitions/schemaArray" },
        oneOf: { $ref: "#/definitions/schemaArray" },
        not: { $ref: "#" }
      },
      default: true
    };
  }
});

// node_modules/ajv/dist/ajv.js
var require_ajv = __commonJS({
  "node_modules/ajv/dist/ajv.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.MissingRefError = exports.ValidationError = exports.CodeGen = exports.Name = exports.nil = exports.stringify = exports.str = exports._ = exports.KeywordCxt = exports.Ajv = void 0;
    var core_1 = require_core();
    var draft7_1 = require_draft7();
    var discriminator_1 = require_discriminator();
    var draft7MetaSchema = require_json_schema_draft_07();
    var META_SUPPORT_DATA = ["/properties"];
    var META_SCHEMA_ID = "http://json-schema.org/draft-07/schema";
    var Ajv = class extends core_1.default {
      _addVocabularies() {
        super._addVocabularies();
        draft7_1.default.forEach((v) => this.addVocabulary(v));
        if (this.opts.discriminator)
          this.addKeyword(discriminator_1.default);
      }
      _addDefaultMetaSchema() {
        super._addDefaultMetaSchema();
        if (!this.opts.meta)
          return;
        const metaSchema = this.opts.$data ? this.$dataMetaSchema(draft7MetaSchema, META_SUPPORT_DATA) : draft7MetaSchema;
        this.addMetaSchema(metaSchema, META_SCHEMA_ID, false);
        this.refs["http://json-schema.org/schema"] = META_SCHEMA_ID;
      }
      defaultMeta() {
        return this.opts.defaultMeta = super.defaultMeta() || (this.getSchema(META_SCHEMA_ID) ? META_SCHEMA_ID : void 0);
      }
    };
    exports.Ajv = Ajv;
    module.exports = exports = Ajv;
    module.exports.Ajv = Ajv;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = Ajv;
    var validate_1 = require_validate();
    Object.defineProperty(exports, "KeywordCxt", { enumerable: true, get: function() {
      return validate_1.KeywordCxt;
    } });
    var codegen_1 = require_codegen();
    Object.defineProperty(exports, "_", { enumerable: true, get: function() {
      return codegen_1._;
    } });
    Object.defineProperty(exports, "str", { enumerable: true, get: function() {
      return codegen_1.str;
    } });
    Object.defineProperty(exports, "stringify", { enumerable: true, get: function() {
      return codegen_1.stringify;
    } });
    Object.defineProperty(exports, "nil", { enumerable: true, get: function() {
      return codegen_1.nil;
    } });
    Object.defineProperty(exports, "Name", { enumerable: true, get: function() {
      return codegen_1.Name;
    } });
    Object.defineProperty(exports, "CodeGen", { enumerable: true, get: function() {
      return codegen_1.CodeGen;
    } });
    var validation_error_1 = require_validation_error();
    Object.defineProperty(exports, "ValidationError", { enumerable: true, get: function() {
      return validation_error_1.default;
    } });
    var ref_error_1 = require_ref_error();
    Object.defineProperty(exports, "MissingRefError", { enumerable: true, get: function() {
      return ref_error_1.default;
    } });
  }
});

// node_modules/ajv-formats/dist/limit.js
var require_limit = __commonJS({
  "node_modules/ajv-formats/dist/limit.js"(exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.formatLimitDefinition = void 0;
    var ajv_1 = require_ajv();
    var codegen_1 = require_codegen();
    var ops = codegen_1.operators;
    var KWDs = {
      formatMaximum: { okStr: "<=", ok: ops.LTE, fail: ops.GT },
      formatMinimum: { okStr: ">=", ok: ops.GTE, fail: ops.LT },
      formatExclusiveMaximum: { okStr: "<", ok: ops.LT, fail: ops.GTE },
      formatExclusiveMinimum: { okStr: ">", ok: ops.GT, fail: ops.LTE }
    };
    var error = {
      message: ({ keyword, schemaCode }) => (0, codegen_1.str)`should be ${KWDs[keyword].okStr} ${schemaCode}`,
      params: ({ keyword, schemaCode }) => (0, codegen_1._)`{comparison: ${KWDs[keyword].okStr}, limit: ${schemaCode}}`
    };
    exports.formatLimitDefinition = {
      keyword: Object.keys(KWDs),
      type: "string",
      schemaType: "string",
      $data: true,
      error,
      code(cxt) {
        const { gen, data, schemaCode, keyword, it } = cxt;
        const { opts, self } = it;
        if (!opts.validateFormats)
          return;
        const fCxt = new ajv_1.KeywordCxt(it, self.RULES.all.format.definition, "format");
        if (fCxt.$data)
          validate$DataFormat();
        else
          validateFormat();
        function validate$DataFormat() {
          const fmts = gen.scopeValue("formats", {
            ref: self.formats,
            code: opts.code.formats
          });
          const fmt = gen.const("fmt", (0, codegen_1._)`${fmts}[${fCxt.schemaCode}]`);
          cxt.fail$data((0, codegen_1.or)((0, codegen_1._)`typeof ${fmt} != "object"`, (0, codegen_1._)`${fmt} instanceof RegExp`, (0, codegen_1._)`typeof ${fmt}.compare != "function"`, compareCode(fmt)));
        }
        function validateFormat() {
          const format = fCxt.schema;
          const fmtDef = self.formats[format];
          if (!fmtDef || fmtDef === true)
            return;
          if (typeof fmtDef != "object" || fmtDef instanceof RegExp || typeof fmtDef.compare != "function") {
            throw new Error(`"${keyword}": format "${format}" does not define "compare" function`);
          }
          const fmt = gen.scopeValue("formats", {
            key: format,
            ref: fmtDef,
            code: opts.code.formats ? (0, codegen_1._)`${opts.code.formats}${(0, codegen_1.getProperty)(format)}` : void 0
          });
          cxt.fail$data(compareCode(fmt));
        }
        function compareCode(fmt) {
          return (0, codegen_1._)`${fmt}.compare(${data}, ${schemaCode}) ${KWDs[keyword].fail} 0`;
        }
      },
      dependencies: ["format"]
    };
    var formatLimitPlugin = (ajv) => {
      ajv.addKeyword(exports.formatLimitDefinition);
      return ajv;
    };
    exports.default = formatLimitPlugin;
  }
});

// node_modules/ajv-formats/dist/index.js
var require_dist = __commonJS({
  "node_modules/ajv-formats/dist/index.js"(exports, module) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    var formats_1 = require_formats();
    var limit_1 = require_limit();
    var codegen_1 = require_codegen();
    var fullName = new codegen_1.Name("fullFormats");
    var fastName = new codegen_1.Name("fastFormats");
    var formatsPlugin = (ajv, opts = { keywords: true }) => {
      if (Array.isArray(opts)) {
        addFormats2(ajv, opts, formats_1.fullFormats, fullName);
        return ajv;
      }
      const [formats2, exportName] = opts.mode === "fast" ? [formats_1.fastFormats, fastName] : [formats_1.fullFormats, fullName];
      const list = opts.formats || formats_1.formatNames;
      addFormats2(ajv, list, formats2, exportName);
      if (opts.keywords)
        (0, limit_1.default)(ajv);
      return ajv;
    };
    formatsPlugin.get = (name, mode = "full") => {
      const formats2 = mode === "fast" ? formats_1.fastFormats : formats_1.fullFormats;
      const f = formats2[name];
      if (!f)
        throw new Error(`Unknown format "${name}"`);
      return f;
    };
    function addFormats2(ajv, list, fs, exportName) {
      var _a;
      var _b;
      (_a = (_b = ajv.opts.code).formats) !== null && _a !== void 0 ? _a : _b.formats = (0, codegen_1._)`require("ajv-formats/dist/formats").${exportName}`;
      for (const f of list)
        ajv.addFormat(f, fs[f]);
    }
    module.exports = exports = formatsPlugin;
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.default = formatsPlugin;
  }
});

// node_modules/ms/index.js
var require_ms = __commonJS({
  "node_modules/ms/index.js"(exports, module) {
    var s = 1e3;
    var m = s * 60;
    var h = m * 60;
    var d = h * 24;
    var w = d * 7;
    var y = d * 365.25;
    module.exports = function(val, options) {
      options = options || {};
      var type = typeof val;
      if (type === "string" && val.length > 0) {
        return parse(val);
      } else if (type === "number" && isFinite(val)) {
        return options.long ? fmtLong(val) : fmtShort(val);
      }
      throw new Error(
        "val is not a non-empty string or a valid number. val=" + JSON.stringify(val)
      );
    };
    function parse(str) {
      str = String(str);
      if (str.length > 100) {
        return;
      }
      var match = /^(-?(?:\d+)?\.?\d+) *(milliseconds?|msecs?|ms|seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|weeks?|w|years?|yrs?|y)?$/i.exec(
        str
      );
      if (!match) {
        return;
      }
      var n = parseFloat(match[1]);
      var type = (match[2] || "ms").toLowerCase();
      switch (type) {
        case "years":
        case "year":
        case "yrs":
        case "yr":
        case "y":
          return n * y;
        case "weeks":
        case "week":
        case "w":
          return n * w;
        case "days":
        case "day":
        case "d":
          return n * d;
        case "hours":
        case "hour":
        case "hrs":
        case "hr":
        case "h":
          return n * h;
        case "minutes":
        case "minute":
        case "mins":
        case "min":
        case "m":
          return n * m;
        case "seconds":
        case "second":
        case "secs":
        case "sec":
        case "s":
          return n * s;
        case "milliseconds":
        case "millisecond":
        case "msecs":
        case "msec":
        case "ms":
          return n;
        default:
          return void 0;
      }
    }
    function fmtShort(ms) {
      var msAbs = Math.abs(ms);
      if (msAbs >= d) {
        return Math.round(ms / d) + "d";
      }
      if (msAbs >= h) {
        return Math.round(ms / h) + "h";
      }
      if (msAbs >= m) {
        return Math.round(ms / m) + "m";
      }
      if (msAbs >= s) {
        return Math.round(ms / s) + "s";
      }
      return ms + "ms";
    }
    function fmtLong(ms) {
      var msAbs = Math.abs(ms);
      if (msAbs >= d) {
        return plural2(ms, msAbs, d, "day");
      }
      if (msAbs >= h) {
        return plural2(ms, msAbs, h, "hour");
      }
      if (msAbs >= m) {
        return plural2(ms, msAbs, m, "minute");
      }
      if (msAbs >= s) {
        return plural2(ms, msAbs, s, "second");
      }
      return ms + " ms";
    }
    function plural2(ms, msAbs, n, name) {
      var isPlural = msAbs >= n * 1.5;
      return Math.round(ms / n) + " " + name + (isPlural ? "s" : "");
    }
  }
});

// node_modules/debug/src/common.js
var require_common = __commonJS({
  "node_modules/debug/src/common.js"(exports, module) {
    function setup(env) {
      createDebug4.debug = createDebug4;
      createDebug4.default = createDebug4;
      createDebug4.coerce = coerce;
      createDebug4.disable = disable;
      createDebug4.enable = enable;
      createDebug4.enabled = enabled;
      createDebug4.humanize = require_ms();
      createDebug4.destroy = destroy;
      Object.keys(env).forEach((key) => {
        createDebug4[key] = env[key];
      });
      createDebug4.names = [];
      createDebug4.skips = [];
      createDebug4.formatters = {};
      function selectColor(namespace) {
        let hash = 0;
        for (let i = 0; i < namespace.length; i++) {
          hash = (hash << 5) - hash + namespace.charCodeAt(i);
          hash |= 0;
        }
        return createDebug4.colors[Math.abs(hash) % createDebug4.colors.length];
      }
      createDebug4.selectColor = selectColor;
      function createDebug4(namespace) {
        let prevTime;
        let enableOverride = null;
        let namespacesCache;
        let enabledCache;
        function debug4(...args) {
          if (!debug4.enabled) {
            return;
          }
          const self = debug4;
          const curr = Number(/* @__PURE__ */ new Date());
          const ms = curr - (prevTime || curr);
          self.diff = ms;
          self.prev = prevTime;
          self.curr = curr;
          prevTime = curr;
          args[0] = createDebug4.coerce(args[0]);
          if (typeof args[0] !== "string") {
            args.unshift("%O");
          }
          let index = 0;
          args[0] = args[0].replace(/%([a-zA-Z%])/g, (match, format) => {
            if (match === "%%") {
              return "%";
            }
            index++;
            const formatter = createDebug4.formatters[format];
            if (typeof formatter === "function") {
              const val = args[index];
              match = formatter.call(self, val);
              args.splice(index, 1);
              index--;
            }
            return match;
          });
          createDebug4.formatArgs.call(self, args);
          const logFn = self.log || createDebug4.log;
          logFn.apply(self, args);
        }
        debug4.namespace = namespace;
        debug4.useColors = createDebug4.useColors();
        debug4.color = createDebug4.selectColor(namespace);
        debug4.extend = extend;
        debug4.destroy = createDebug4.destroy;
        Object.defineProperty(debug4, "enabled", {
          enumerable: true,
          configurable: false,
          get: () => {
            if (enableOverride !== null) {
              return enableOverride;
            }
            if (namespacesCache !== createDebug4.namespaces) {
              namespacesCache = createDebug4.namespaces;
              enabledCache = createDebug4.enabled(namespace);
            }
            return enabledCache;
          },
          set: (v) => {
            enableOverride = v;
          }
        });
        if (typeof createDebug4.init === "function") {
          createDebug4.init(debug4);
        }
        return debug4;
      }
      function extend(namespace, delimiter) {
        const newDebug = createDebug4(this.namespace + (typeof delimiter === "undefined" ? ":" : delimiter) + namespace);
        newDebug.log = this.log;
        return newDebug;
      }
      function enable(namespaces) {
        createDebug4.save(namespaces);
        createDebug4.namespaces = namespaces;
        createDebug4.names = [];
        createDebug4.skips = [];
        const split = (typeof namespaces === "string" ? namespaces : "").trim().replace(/\s+/g, ",").split(",").filter(Boolean);
        for (const ns of split) {
          if (ns[0] === "-") {
            createDebug4.skips.push(ns.slice(1));
          } else {
            createDebug4.names.push(ns);
          }
        }
      }
      function matchesTemplate(search, template) {
        let searchIndex = 0;
        let templateIndex = 0;
        let starIndex = -1;
        let matchIndex = 0;
        while (searchIndex < search.length) {
          if (templateIndex < template.length && (template[templateIndex] === search[searchIndex] || template[templateIndex] === "*")) {
            if (template[templateIndex] === "*") {
              starIndex = templateIndex;
              matchIndex = searchIndex;
              templateIndex++;
            } else {
              searchIndex++;
              templateIndex++;
            }
          } else if (starIndex !== -1) {
            templateIndex = starIndex + 1;
            matchIndex++;
            searchIndex = matchIndex;
          } else {
            return false;
          }
        }
        while (templateIndex < template.length && template[templateIndex] === "*") {
          templateIndex++;
        }
        return templateIndex === template.length;
      }
      function disable() {
        const namespaces = [
          ...createDebug4.names,
          ...createDebug4.skips.map((namespace) => "-" + namespace)
        ].join(",");
        createDebug4.enable("");
        return namespaces;
      }
      function enabled(name) {
        for (const skip of createDebug4.skips) {
          if (matchesTemplate(name, skip)) {
            return false;
          }
        }
        for (const ns of createDebug4.names) {
          if (matchesTemplate(name, ns)) {
            return true;
          }
        }
        return false;
      }
      function coerce(val) {
        if (val instanceof Error) {
          return val.stack || val.message;
        }
        return val;
      }
      function destroy() {
        console.warn("Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`.");
      }
      createDebug4.enable(createDebug4.load());
      return createDebug4;
    }
    module.exports = setup;
  }
});

// node_modules/debug/src/browser.js
var require_browser = __commonJS({
  "node_modules/debug/src/browser.js"(exports, module) {
    exports.formatArgs = formatArgs;
    exports.save = save;
    exports.load = load;
    exports.useColors = useColors;
    exports.storage = localstorage();
    exports.destroy = /* @__PURE__ */ (() => {
      let warned = false;
      return () => {
        if (!warned) {
          warned = true;
          console.warn("Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`.");
        }
      };
    })();
    exports.colors = [
      "#0000CC",
      "#0000FF",
      "#0033CC",
      "#0033FF",
      "#0066CC",
      "#0066FF",
      "#0099CC",
      "#0099FF",
      "#00CC00",
      "#00CC33",
      "#00CC66",
      "#00CC99",
      "#00CCCC",
      "#00CCFF",
      "#3300CC",
      "#3300FF",
      "#3333CC",
      "#3333FF",
      "#3366CC",
      "#3366FF",
      "#3399CC",
      "#3399FF",
      "#33CC00",
      "#33CC33",
      "#33CC66",
      "#33CC99",
      "#33CCCC",
      "#33CCFF",
      "#6600CC",
      "#6600FF",
      "#6633CC",
      "#6633FF",
      "#66CC00",
      "#66CC33",
      "#9900CC",
      "#9900FF",
      "#9933CC",
      "#9933FF",
      "#99CC00",
      "#99CC33",
      "#CC0000",
      "#CC0033",
      "#CC0066",
      "#CC0099",
      "#CC00CC",
      "#CC00FF",
      "#CC3300",
      "#CC3333",
      "#CC3366",
      "#CC3399",
      "#CC33CC",
      "#CC33FF",
      "#CC6600",
      "#CC6633",
      "#CC9900",
      "#CC9933",
      "#CCCC00",
      "#CCCC33",
      "#FF0000",
      "#FF0033",
      "#FF0066",
      "#FF0099",
      "#FF00CC",
      "#FF00FF",
      "#FF3300",
      "#FF3333",
      "#FF3366",
      "#FF3399",
      "#FF33CC",
      "#FF33FF",
      "#FF6600",
      "#FF6633",
      "#FF9900",
      "#FF9933",
      "#FFCC00",
      "#FFCC33"
    ];
    function useColors() {
      if (typeof window !== "undefined" && window.process && (window.process.type === "renderer" || window.process.__nwjs)) {
        return true;
      }
      if (typeof navigator !== "undefined" && navigator.userAgent && navigator.userAgent.toLowerCase().match(/(edge|trident)\/(\d+)/)) {
        return false;
      }
      let m;
      return typeof document !== "undefined" && document.documentElement && document.documentElement.style && document.documentElement.style.WebkitAppearance || // Is firebug? http://stackoverflow.com/a/398120/376773
      typeof window !== "undefined" && window.console && (window.console.firebug || window.console.exception && window.console.table) || // Is firefox >= v31?
      // https://developer.mozilla.org/en-US/docs/Tools/Web_Console#Styling_messages
      typeof navigator !== "undefined" && navigator.userAgent && (m = navigator.userAgent.toLowerCase().match(/firefox\/(\d+)/)) && parseInt(m[1], 10) >= 31 || // Double check webkit in userAgent just in case we are in a worker
      typeof navigator !== "undefined" && navigator.userAgent && navigator.userAgent.toLowerCase().match(/applewebkit\/(\d+)/);
    }
    function formatArgs(args) {
      args[0] = (this.useColors ? "%c" : "") + this.namespace + (this.useColors ? " %c" : " ") + args[0] + (this.useColors ? "%c " : " ") + "+" + module.exports.humanize(this.diff);
      if (!this.useColors) {
        return;
      }
      const c = "color: " + this.color;
      args.splice(1, 0, c, "color: inherit");
      let index = 0;
      let lastC = 0;
      args[0].replace(/%[a-zA-Z%]/g, (match) => {
        if (match === "%%") {
          return;
        }
        index++;
        if (match === "%c") {
          lastC = index;
        }
      });
      args.splice(lastC, 0, c);
    }
    exports.log = console.debug || console.log || (() => {
    });
    function save(namespaces) {
      try {
        if (namespaces) {
          exports.storage.setItem("debug", namespaces);
        } else {
          exports.storage.removeItem("debug");
        }
      } catch (error) {
      }
    }
    function load() {
      let r;
      try {
        r = exports.storage.getItem("debug") || exports.storage.getItem("DEBUG");
      } catch (error) {
      }
      if (!r && typeof process !== "undefined" && "env" in process) {
        r = process.env.DEBUG;
      }
      return r;
    }
    function localstorage() {
      try {
        return localStorage;
      } catch (error) {
      }
    }
    module.exports = require_common()(exports);
    var { formatters } = module.exports;
    formatters.j = function(v) {
      try {
        return JSON.stringify(v);
      } catch (error) {
        return "[UnexpectedJSONParseError]: " + error.message;
      }
    };
  }
});

// node_modules/has-flag/index.js
var require_has_flag = __commonJS({
  "node_modules/has-flag/index.js"(exports, module) {
    "use strict";
    module.exports = (flag, argv = process.argv) => {
      const prefix = flag.startsWith("-") ? "" : flag.length === 1 ? "-" : "--";
      const position = argv.indexOf(prefix + flag);
      const terminatorPosition = argv.indexOf("--");
      return position !== -1 && (terminatorPosition === -1 || position < terminatorPosition);
    };
  }
});

// node_modules/supports-color/index.js
var require_supports_color = __commonJS({
  "node_modules/supports-color/index.js"(exports, module) {
    "use strict";
    var os = __require("os");
    var tty = __require("tty");
    var hasFlag = require_has_flag();
    var { env } = process;
    var forceColor;
    if (hasFlag("no-color") || hasFlag("no-colors") || hasFlag("color=false") || hasFlag("color=never")) {
      forceColor = 0;
    } else if (hasFlag("color") || hasFlag("colors") || hasFlag("color=true") || hasFlag("color=always")) {
      forceColor = 1;
    }
    if ("FORCE_COLOR" in env) {
      if (env.FORCE_COLOR === "true") {
        forceColor = 1;
      } else if (env.FORCE_COLOR === "false") {
        forceColor = 0;
      } else {
        forceColor = env.FORCE_COLOR.length === 0 ? 1 : Math.min(parseInt(env.FORCE_COLOR, 10), 3);
      }
    }
    function translateLevel(level) {
      if (level === 0) {
        return false;
      }
      return {
        level,
        hasBasic: true,
        has256: level >= 2,
        has16m: level >= 3
      };
    }
    function supportsColor(haveStream, streamIsTTY) {
      if (forceColor === 0) {
        return 0;
      }
      if (hasFlag("color=16m") || hasFlag("color=full") || hasFlag("color=truecolor")) {
        return 3;
      }
      if (hasFlag("color=256")) {
        return 2;
      }
      if (haveStream && !streamIsTTY && forceColor === void 0) {
        return 0;
      }
      const min = forceColor || 0;
      if (env.TERM === "dumb") {
        return min;
      }
      if (process.platform === "win32") {
        const osRelease = os.release().split(".");
        if (Number(osRelease[0]) >= 10 && Number(osRelease[2]) >= 10586) {
          return Number(osRelease[2]) >= 14931 ? 3 : 2;
        }
        return 1;
      }
      if ("CI" in env) {
        if (["TRAVIS", "CIRCLECI", "APPVEYOR", "GITLAB_CI", "GITHUB_ACTIONS", "BUILDKITE"].some((sign) => sign in env) || env.CI_NAME === "codeship") {
          return 1;
        }
        return min;
      }
      if ("TEAMCITY_VERSION" in env) {
        return /^(9\.(0*[1-9]\d*)\.|\d{2,}\.)/.test(env.TEAMCITY_VERSION) ? 1 : 0;
      }
      if (env.COLORTERM === "truecolor") {
        return 3;
      }
      if ("TERM_PROGRAM" in env) {
        const version = parseInt((env.TERM_PROGRAM_VERSION || "").split(".")[0], 10);
        switch (env.TERM_PROGRAM) {
          case "iTerm.app":
            return version >= 3 ? 3 : 2;
          case "Apple_Terminal":
            return 2;
        }
      }
      if (/-256(color)?$/i.test(env.TERM)) {
        return 2;
      }
      if (/^screen|^xterm|^vt100|^vt220|^rxvt|color|ansi|cygwin|linux/i.test(env.TERM)) {
        return 1;
      }
      if ("COLORTERM" in env) {
        return 1;
      }
      return min;
    }
    function getSupportLevel(stream) {
      const level = supportsColor(stream, stream && stream.isTTY);
      return translateLevel(level);
    }
    module.exports = {
      supportsColor: getSupportLevel,
      stdout: translateLevel(supportsColor(true, tty.isatty(1))),
      stderr: translateLevel(supportsColor(true, tty.isatty(2)))
    };
  }
});

// node_modules/debug/src/node.js
var require_node = __commonJS({
  "node_modules/debug/src/node.js"(exports, module) {
    var tty = __require("tty");
    var util = __require("util");
    exports.init = init;
    exports.log = log;
    exports.formatArgs = formatArgs;
    exports.save = save;
    exports.load = load;
    exports.useColors = useColors;
    exports.destroy = util.deprecate(
      () => {
      },
      "Instance method `debug.destroy()` is deprecated and no longer does anything. It will be removed in the next major version of `debug`."
    );
    exports.colors = [6, 2, 3, 4, 5, 1];
    try {
      const supportsColor = require_supports_color();
      if (supportsColor && (supportsColor.stderr || supportsColor).level >= 2) {
        exports.colors = [
          20,
          21,
          26,
          27,
          32,
          33,
          38,
          39,
          40,
          41,
          42,
          43,
          44,
          45,
          56,
          57,
          62,
          63,
          68,
          69,
          74,
          75,
          76,
          77,
          78,
          79,
          80,
          81,
          92,
          93,
          98,
          99,
          112,
          113,
          128,
          129,
          134,
          135,
          148,
          149,
          160,
          161,
          162,
          163,
          164,
          165,
          166,
          167,
          168,
          169,
          170,
          171,
          172,
          173,
          178,
          179,
          184,
          185,
          196,
          197,
          198,
          199,
          200,
          201,
          202,
          203,
          204,
          205,
          206,
          207,
          208,
          209,
          214,
          215,
          220,
          221
        ];
      }
    } catch (error) {
    }
    exports.inspectOpts = Object.keys(process.env).filter((key) => {
      return /^debug_/i.test(key);
    }).reduce((obj, key) => {
      const prop = key.substring(6).toLowerCase().replace(/_([a-z])/g, (_, k) => {
        return k.toUpperCase();
      });
      let val = process.env[key];
      if (/^(yes|on|true|enabled)$/i.test(val)) {
        val = true;
      } else if (/^(no|off|false|disabled)$/i.test(val)) {
        val = false;
      } else if (val === "null") {
        val = null;
      } else {
        val = Number(val);
      }
      obj[prop] = val;
      return obj;
    }, {});
    function useColors() {
      return "colors" in exports.inspectOpts ? Boolean(exports.inspectOpts.colors) : tty.isatty(process.stderr.fd);
    }
    function formatArgs(args) {
      const { namespace: name, useColors: useColors2 } = this;
      if (useColors2) {
        const c = this.color;
        const colorCode = "\x1B[3" + (c < 8 ? c : "8;5;" + c);
        const prefix = `  ${colorCode};1m${name} \x1B[0m`;
        args[0] = prefix + args[0].split("\n").join("\n" + prefix);
        args.push(colorCode + "m+" + module.exports.humanize(this.diff) + "\x1B[0m");
      } else {
        args[0] = getDate() + name + " " + args[0];
      }
    }
    function getDate() {
      if (exports.inspectOpts.hideDate) {
        return "";
      }
      return (/* @__PURE__ */ new Date()).toISOString() + " ";
    }
    function log(...args) {
      return process.stderr.write(util.formatWithOptions(exports.inspectOpts, ...args) + "\n");
    }
    function save(namespaces) {
      if (namespaces) {
        process.env.DEBUG = namespaces;
      } else {
        delete process.env.DEBUG;
      }
    }
    function load() {
      return process.env.DEBUG;
    }
    function init(debug4) {
      debug4.inspectOpts = {};
      const keys = Object.keys(exports.inspectOpts);
      for (let i = 0; i < keys.length; i++) {
        debug4.inspectOpts[keys[i]] = exports.inspectOpts[keys[i]];
      }
    }
    module.exports = require_common()(exports);
    var { formatters } = module.exports;
    formatters.o = function(v) {
      this.inspectOpts.colors = this.useColors;
      return util.inspect(v, this.inspectOpts).split("\n").map((str) => str.trim()).join(" ");
    };
    formatters.O = function(v) {
      this.inspectOpts.colors = this.useColors;
      return util.inspect(v, this.inspectOpts);
    };
  }
});

// node_modules/debug/src/index.js
var require_src = __commonJS({
  "node_modules/debug/src/index.js"(exports, module) {
    if (typeof process === "undefined" || process.type === "renderer" || process.browser === true || process.__nwjs) {
      module.exports = require_browser();
    } else {
      module.exports = require_node();
    }
  }
});

// action/src/main.ts
import { appendFileSync as appendFileSync2 } from "node:fs";
import { dirname as dirname3 } from "node:path";

// conformance/reporters/write-reports.ts
import { mkdir, stat, writeFile } from "node:fs/promises";
import { dirname, extname, join, resolve } from "node:path";

// src/client/inert-text.ts
var acting = (
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: with the u flag each code point is matched alone, combining or not, which is the point.
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u3164\uffa0\ufffe\uffff\u{e0100}-\u{e01ef}]/gu
);
var commandColon = /(?<=:):/g;
var commandHash = /(?<=#)#(?=\[)/g;
var named = { "	": "\\t", "\n": "\\n", "\r": "\\r" };
function hex(code, width) {
  return code.toString(16).padStart(width, "0");
}
function visible(char) {
  const code = char.codePointAt(0) ?? 0;
  if (named[char]) return named[char];
  if (code <= 255) return `\\x${hex(code, 2)}`;
  return code <= 65535 ? `\\u${hex(code, 4)}` : `\\u{${code.toString(16)}}`;
}
function inertText(text) {
  return text.replace(acting, visible).replace(commandColon, "\\x3a").replace(commandHash, "\\x23");
}
function inertLines(text) {
  return text.split("\n").map(inertText).join("\n");
}
function inertValue(value) {
  if (typeof value === "string") return inertLines(value);
  if (Array.isArray(value)) return value.map(inertValue);
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [inertLines(key), inertValue(item)])
    );
  }
  return value;
}
function escapeMarkup(text) {
  return inertLines(text).replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");
}
function longestRun(text) {
  return Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
}
function markdownCode(text, where = "inline") {
  const shown = inertText(text);
  if (shown === "") return "";
  const body = where === "cell" ? shown.replaceAll("|", "\\|") : shown;
  const fence = "`".repeat(longestRun(body) + 1);
  const pad2 = /^[` ]|[` ]$/.test(body) ? " " : "";
  return `${fence}${pad2}${body}${pad2}${fence}`;
}
function markdownFence(text, info = "", indent = "") {
  const lines = text.split("\n").map(inertText);
  const fence = "`".repeat(Math.max(3, ...lines.map((line2) => longestRun(line2) + 1)));
  return [`${indent}${fence}${info}`, ...lines.map((line2) => `${indent}${line2}`), `${indent}${fence}`];
}
function jsonEscape(char) {
  let escaped = "";
  for (let i = 0; i < char.length; i++) escaped += `\\u${hex(char.charCodeAt(i), 4)}`;
  return escaped;
}
function inertJson(json) {
  return json.replace(acting, (char) => char.charCodeAt(0) < 32 ? char : jsonEscape(char)).replace(commandColon, "\\u003a").replace(commandHash, "\\u0023");
}
function jsonText(value) {
  return `${inertJson(JSON.stringify(value, null, 2))}
`;
}

// conformance/causes.ts
function routeCauseId(route) {
  return `route ${route}`;
}
function kindOf(id) {
  return id.startsWith("route ") ? "route" : id.startsWith("run ") ? "run" : "check";
}
function problemOf(kind, detail) {
  if (!detail) return "failed";
  return kind === "check" ? `expected ${detail.expected}; received ${detail.received}` : detail.received;
}
function causesOf(results) {
  const causes = /* @__PURE__ */ new Map();
  const causeFor = (id) => {
    let cause = causes.get(id);
    if (!cause) {
      cause = { id, kind: kindOf(id), problem: "", failed: [], blocked: [] };
      causes.set(id, cause);
    }
    return cause;
  };
  for (const result of results) {
    if (result.status !== "failed" && result.status !== "blocked" || !result.cause) continue;
    for (const [id, detail] of entriesOf(result)) {
      const cause = causeFor(id);
      const describes = cause.kind === "check" ? result.id === id && cause.problem === "" : cause.problem === "";
      if (describes && detail) {
        const { route, curl } = detail;
        Object.assign(cause, { problem: problemOf(cause.kind, detail) }, route ? { route } : {});
        if (curl) cause.curl = curl;
        else delete cause.curl;
      }
      if (detail?.route && result.status === "failed") addRoute(cause, detail.route);
      const list = result.status === "failed" ? cause.failed : cause.blocked;
      if (!list.includes(result.id)) list.push(result.id);
    }
  }
  for (const cause of causes.values()) {
    if (cause.problem === "") cause.problem = kindOf(cause.id) === "route" ? "did not answer" : "failed";
    if (cause.routes && cause.routes.length < 2) delete cause.routes;
  }
  return [...causes.values()];
}
function entriesOf(result) {
  if (result.status === "failed" && result.findings) {
    return result.findings.map((finding) => [finding.cause ?? result.cause, finding]);
  }
  return [[result.cause, result.failure]];
}
function addRoute(cause, route) {
  cause.routes ??= [];
  if (!cause.routes.includes(route)) cause.routes.push(route);
}

// src/generated/memory-document.ts
var memoryDocument = {
  "openapi": "3.1.0",
  "info": {
    "title": "Hosted Memory Service API",
    "version": "1.0.0"
  },
  "servers": [
    {
      "url": "http://127.0.0.1:4010"
    }
  ],
  "x-inferred-decisions": [
    "Success status codes are 201 for operations that create something (anchors, atoms, ingest, checkout session) and 200 for the others.",
    "Request bodies are closed objects (unknown fields are a 400) and at most 1 MiB (413), nested at most 32 levels deep.",
    "Recall limit defaults to 10 and may be 1 to 100; values outside that range are a 400.",
    "Rate-limited responses carry Retry-After in whole seconds.",
    "Checkout needs no credentials and its error bodies use the runtime error shape; any pricing model name is accepted, since the allowed values are not shown (a deployment may pause one, 402, or lack its price, 500).",
    "When both Authorization and x-api-key are sent they must name the same key, else 400.",
    "Feedback with success false, or listing atoms the session did not return, is not an error; those atoms are simply not reinforced (ok stays true).",
    "A method a path does not have (GET /v1/anchors) is a 405 method_not_allowed with an Allow header; an unknown path is a 404 not_found."
  ],
  "paths": {
    "/api/v1/billing/maas/checkout-session": {
      "post": {
        "operationId": "createCheckoutSession",
        "security": [],
        "x-inferred": true,
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "company_name",
                  "admin_email",
                  "pricing_model",
                  "service_source"
                ],
                "properties": {
                  "company_name": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 200
                  },
                  "admin_email": {
                    "type": "string",
                    "format": "email",
                    "maxLength": 254,
                    "pattern": "^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?\\.)+[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?$",
                    "x-inferred": true
                  },
                  "pricing_model": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 64,
                    "x-inferred": true
                  },
                  "service_source": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 128
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "checkout_session_id",
                    "url",
                    "success_url",
                    "cancel_url",
                    "service_source"
                  ],
                  "properties": {
                    "checkout_session_id": {
                      "type": "string"
                    },
                    "url": {
                      "type": "string",
                      "format": "uri"
                    },
                    "success_url": {
                      "type": "string",
                      "format": "uri-template",
                      "x-inferred": true,
                      "maxLength": 320,
                      "pattern": "^[^?#]{0,256}/billing/maas/success\\?checkout_session_id=\\{CHECKOUT_SESSION_ID\\}$"
                    },
                    "cancel_url": {
                      "type": "string",
                      "format": "uri",
                      "maxLength": 280,
                      "pattern": "^[^?#]{0,256}/billing/maas/cancel$"
                    },
                    "service_source": {
                      "type": "string"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "bad_request"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "402": {
            "x-inferred": true,
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "billing_paused"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "413": {
            "x-inferred": true,
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "payload_too_large"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "500": {
            "x-inferred": true,
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "price_configuration_missing"
                        }
                      }
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/v1/anchors": {
      "post": {
        "operationId": "createAnchor",
        "parameters": [
          {
            "name": "X-Workspace-Id",
            "in": "header",
            "required": true,
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 128
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "name",
                  "type"
                ],
                "properties": {
                  "name": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 200
                  },
                  "type": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 64
                  },
                  "metadata": {
                    "type": "object",
                    "maxProperties": 64,
                    "propertyNames": {
                      "maxLength": 128
                    },
                    "additionalProperties": true,
                    "x-inferred": true
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "links": {
              "StoreAtoms": {
                "operationId": "createAtoms",
                "requestBody": {
                  "anchor_id": "$response.body#/anchor_id",
                  "content": "A note to remember."
                }
              },
              "RecallFromAnchor": {
                "operationId": "recall",
                "requestBody": {
                  "anchor_id": "$response.body#/anchor_id",
                  "query": "note"
                }
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "anchor_id",
                    "name",
                    "type",
                    "metadata"
                  ],
                  "properties": {
                    "anchor_id": {
                      "type": "string",
                      "format": "uuid",
                      "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
                    },
                    "name": {
                      "type": "string"
                    },
                    "type": {
                      "type": "string"
                    },
                    "metadata": {
                      "type": "object",
                      "maxProperties": 64,
                      "propertyNames": {
                        "maxLength": 128
                      },
                      "additionalProperties": true,
                      "x-inferred": true
                    }
                  }
                }
              }
            }
          },
          "400": {
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "bad_request"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "402": {
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "billing_access_blocked"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "403": {
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "forbidden"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "413": {
            "x-inferred": true,
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "payload_too_large"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "429": {
            "headers": {
              "Retry-After": {
                "required": true,
                "x-inferred": true,
                "schema": {
                  "type": "integer",
                  "minimum": 0
                }
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "rate_limited"
                        }
                      }
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/v1/atoms": {
      "post": {
        "operationId": "createAtoms",
        "parameters": [
          {
            "name": "X-Workspace-Id",
            "in": "header",
            "required": true,
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 128
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "anchor_id",
                  "content"
                ],
                "properties": {
                  "anchor_id": {
                    "type": "string",
                    "format": "uuid",
                    "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
                  },
                  "content": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 1e5
                  },
                  "source_type": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 64,
                    "default": "text"
                  },
                  "metadata": {
                    "type": "object",
                    "maxProperties": 64,
                    "propertyNames": {
                      "maxLength": 128
                    },
                    "additionalProperties": true,
                    "x-inferred": true
                  },
                  "chunking": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                      "enabled"
                    ],
                    "properties": {
                      "enabled": {
                        "type": "boolean"
                      },
                      "max_chars": {
                        "type": "integer",
                        "minimum": 50,
                        "maximum": 8e3,
                        "default": 800,
                        "x-inferred": true
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "atom_ids",
                    "stored_count",
                    "service_source"
                  ],
                  "properties": {
                    "atom_ids": {
                      "type": "array",
                      "items": {
                        "type": "string",
                        "format": "uuid",
                        "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
                      }
                    },
                    "stored_count": {
                      "type": "integer",
                      "minimum": 0
                    },
                    "service_source": {
                      "type": "string",
                      "x-inferred": true
                    }
                  }
                }
              }
            }
          },
          "400": {
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "bad_request"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "402": {
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "billing_access_blocked"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "403": {
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "forbidden"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "404": {
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "not_found"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "413": {
            "x-inferred": true,
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "payload_too_large"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "429": {
            "headers": {
              "Retry-After": {
                "required": true,
                "x-inferred": true,
                "schema": {
                  "type": "integer",
                  "minimum": 0
                }
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "rate_limited"
                        }
                      }
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/v1/recall": {
      "post": {
        "operationId": "recall",
        "parameters": [
          {
            "name": "X-Workspace-Id",
            "in": "header",
            "required": true,
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 128
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "anchor_id",
                  "query"
                ],
                "properties": {
                  "anchor_id": {
                    "type": "string",
                    "format": "uuid",
                    "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
                  },
                  "query": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 4e3
                  },
                  "limit": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": 100,
                    "default": 10,
                    "x-inferred": true
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "links": {
              "ReinforceRecalled": {
                "operationId": "sendFeedback",
                "requestBody": {
                  "session_id": "$response.body#/session_id",
                  "success": true,
                  "used_memory_atom_ids": [
                    "$response.body#/items/0/atom_id"
                  ]
                }
              }
            },
            "x-inferred": true,
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "items",
                    "session_id"
                  ],
                  "properties": {
                    "items": {
                      "type": "array",
                      "items": {
                        "type": "object",
                        "required": [
                          "atom_id",
                          "content",
                          "score"
                        ],
                        "properties": {
                          "atom_id": {
                            "type": "string",
                            "format": "uuid",
                            "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
                          },
                          "content": {
                            "type": "string"
                          },
                          "score": {
                            "type": "number"
                          }
                        }
                      }
                    },
                    "session_id": {
                      "type": "string",
                      "format": "uuid",
                      "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "bad_request"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "402": {
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "billing_access_blocked"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "403": {
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "forbidden"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "404": {
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "not_found"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "413": {
            "x-inferred": true,
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "payload_too_large"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "429": {
            "headers": {
              "Retry-After": {
                "required": true,
                "x-inferred": true,
                "schema": {
                  "type": "integer",
                  "minimum": 0
                }
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "rate_limited"
                        }
                      }
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/v1/feedback": {
      "post": {
        "operationId": "sendFeedback",
        "parameters": [
          {
            "name": "X-Workspace-Id",
            "in": "header",
            "required": true,
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 128
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "session_id",
                  "success",
                  "used_memory_atom_ids"
                ],
                "properties": {
                  "session_id": {
                    "type": "string",
                    "format": "uuid",
                    "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
                  },
                  "success": {
                    "type": "boolean"
                  },
                  "used_memory_atom_ids": {
                    "type": "array",
                    "maxItems": 100,
                    "items": {
                      "type": "string",
                      "format": "uuid",
                      "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "x-inferred": true,
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "ok"
                  ],
                  "properties": {
                    "ok": {
                      "type": "boolean"
                    },
                    "reinforced_atom_ids": {
                      "type": "array",
                      "items": {
                        "type": "string",
                        "format": "uuid",
                        "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
                      },
                      "x-inferred": true
                    },
                    "ignored_atom_ids": {
                      "type": "array",
                      "items": {
                        "type": "string",
                        "format": "uuid",
                        "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
                      },
                      "x-inferred": true
                    }
                  }
                }
              }
            }
          },
          "400": {
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "bad_request"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "402": {
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "billing_access_blocked"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "403": {
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "forbidden"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "404": {
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "not_found"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "413": {
            "x-inferred": true,
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "payload_too_large"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "429": {
            "headers": {
              "Retry-After": {
                "required": true,
                "x-inferred": true,
                "schema": {
                  "type": "integer",
                  "minimum": 0
                }
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "rate_limited"
                        }
                      }
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/v1/memory/ingest": {
      "post": {
        "operationId": "ingestMemory",
        "x-inferred": true,
        "parameters": [
          {
            "name": "X-Workspace-Id",
            "in": "header",
            "required": true,
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 128
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "user_external_id",
                  "session_id",
                  "items"
                ],
                "properties": {
                  "user_external_id": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 200
                  },
                  "session_id": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 200
                  },
                  "items": {
                    "type": "array",
                    "minItems": 1,
                    "maxItems": 100,
                    "items": {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "content"
                      ],
                      "properties": {
                        "content": {
                          "type": "string",
                          "minLength": 1,
                          "maxLength": 1e5
                        },
                        "atom_type": {
                          "type": "string",
                          "minLength": 1,
                          "maxLength": 64,
                          "default": "message"
                        },
                        "metadata": {
                          "type": "object",
                          "maxProperties": 64,
                          "propertyNames": {
                            "maxLength": 128
                          },
                          "additionalProperties": true,
                          "x-inferred": true
                        }
                      }
                    }
                  },
                  "source_type": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 64,
                    "default": "conversation"
                  },
                  "chunking": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                      "enabled"
                    ],
                    "properties": {
                      "enabled": {
                        "type": "boolean"
                      },
                      "max_chars": {
                        "type": "integer",
                        "minimum": 50,
                        "maximum": 8e3,
                        "default": 800,
                        "x-inferred": true
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "links": {
              "RecallIngested": {
                "operationId": "recallMemory",
                "requestBody": {
                  "user_external_id": "$response.body#/user_external_id",
                  "query": "birthday"
                }
              },
              "HydrateIngested": {
                "operationId": "hydrateMemory",
                "requestBody": {
                  "user_external_id": "$response.body#/user_external_id",
                  "max_tokens": 200
                }
              },
              "StoreInIngestAnchor": {
                "operationId": "createAtoms",
                "requestBody": {
                  "anchor_id": "$response.body#/anchor_id",
                  "content": "Another note."
                }
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "anchor_id",
                    "anchor_created",
                    "user_external_id",
                    "session_id",
                    "atom_ids",
                    "stored_count"
                  ],
                  "properties": {
                    "anchor_id": {
                      "type": "string",
                      "format": "uuid",
                      "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
                    },
                    "anchor_created": {
                      "type": "boolean"
                    },
                    "user_external_id": {
                      "type": "string"
                    },
                    "session_id": {
                      "type": "string"
                    },
                    "atom_ids": {
                      "type": "array",
                      "items": {
                        "type": "string",
                        "format": "uuid",
                        "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
                      }
                    },
                    "stored_count": {
                      "type": "integer",
                      "minimum": 0
                    }
                  }
                }
              }
            }
          },
          "400": {
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "bad_request"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "402": {
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "billing_access_blocked"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "403": {
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "forbidden"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "413": {
            "x-inferred": true,
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "payload_too_large"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "429": {
            "headers": {
              "Retry-After": {
                "required": true,
                "x-inferred": true,
                "schema": {
                  "type": "integer",
                  "minimum": 0
                }
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "rate_limited"
                        }
                      }
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/v1/memory/recall": {
      "post": {
        "operationId": "recallMemory",
        "x-inferred": true,
        "parameters": [
          {
            "name": "X-Workspace-Id",
            "in": "header",
            "required": true,
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 128
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "user_external_id",
                  "query"
                ],
                "properties": {
                  "user_external_id": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 200
                  },
                  "query": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 4e3
                  },
                  "limit": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": 100,
                    "default": 10
                  },
                  "only_session_id": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 200
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "user_external_id",
                    "items",
                    "session_id"
                  ],
                  "properties": {
                    "user_external_id": {
                      "type": "string"
                    },
                    "items": {
                      "type": "array",
                      "items": {
                        "type": "object",
                        "required": [
                          "atom_id",
                          "content",
                          "score"
                        ],
                        "properties": {
                          "atom_id": {
                            "type": "string",
                            "format": "uuid",
                            "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
                          },
                          "content": {
                            "type": "string"
                          },
                          "score": {
                            "type": "number"
                          },
                          "atom_type": {
                            "type": "string"
                          },
                          "session_id": {
                            "type": "string"
                          }
                        }
                      }
                    },
                    "session_id": {
                      "type": "string",
                      "format": "uuid",
                      "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "bad_request"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "402": {
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "billing_access_blocked"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "403": {
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "forbidden"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "413": {
            "x-inferred": true,
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "payload_too_large"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "429": {
            "headers": {
              "Retry-After": {
                "required": true,
                "x-inferred": true,
                "schema": {
                  "type": "integer",
                  "minimum": 0
                }
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "rate_limited"
                        }
                      }
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/v1/memory/hydrate": {
      "post": {
        "operationId": "hydrateMemory",
        "x-inferred": true,
        "parameters": [
          {
            "name": "X-Workspace-Id",
            "in": "header",
            "required": true,
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 128
            }
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "user_external_id",
                  "max_tokens"
                ],
                "properties": {
                  "user_external_id": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 200
                  },
                  "query": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 4e3
                  },
                  "max_tokens": {
                    "type": "integer",
                    "minimum": 1,
                    "maximum": 32e3
                  },
                  "only_session_id": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 200
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "user_external_id",
                    "context",
                    "token_count",
                    "max_tokens",
                    "included_atom_ids",
                    "omitted_atom_ids",
                    "truncated"
                  ],
                  "properties": {
                    "user_external_id": {
                      "type": "string"
                    },
                    "context": {
                      "type": "string"
                    },
                    "token_count": {
                      "type": "integer",
                      "minimum": 0
                    },
                    "max_tokens": {
                      "type": "integer"
                    },
                    "included_atom_ids": {
                      "type": "array",
                      "items": {
                        "type": "string",
                        "format": "uuid",
                        "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
                      }
                    },
                    "omitted_atom_ids": {
                      "type": "array",
                      "items": {
                        "type": "string",
                        "format": "uuid",
                        "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
                      }
                    },
                    "truncated": {
                      "type": "boolean"
                    }
                  }
                }
              }
            }
          },
          "400": {
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "bad_request"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "402": {
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "billing_access_blocked"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "403": {
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "forbidden"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "413": {
            "x-inferred": true,
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "payload_too_large"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "429": {
            "headers": {
              "Retry-After": {
                "required": true,
                "x-inferred": true,
                "schema": {
                  "type": "integer",
                  "minimum": 0
                }
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "billing_access_blocked",
                            "forbidden",
                            "not_found",
                            "rate_limited",
                            "payload_too_large",
                            "billing_paused",
                            "price_configuration_missing",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "rate_limited"
                        }
                      }
                    }
                  ]
                }
              }
            }
          }
        }
      }
    }
  },
  "components": {
    "securitySchemes": {
      "bearerAuth": {
        "type": "http",
        "scheme": "bearer"
      },
      "apiKeyHeader": {
        "type": "apiKey",
        "in": "header",
        "name": "x-api-key"
      }
    },
    "parameters": {
      "WorkspaceId": {
        "name": "X-Workspace-Id",
        "in": "header",
        "required": true,
        "schema": {
          "type": "string",
          "minLength": 1,
          "maxLength": 128
        }
      }
    },
    "headers": {
      "RetryAfter": {
        "required": true,
        "x-inferred": true,
        "schema": {
          "type": "integer",
          "minimum": 0
        }
      }
    },
    "schemas": {
      "Uuid": {
        "type": "string",
        "format": "uuid",
        "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
      },
      "Metadata": {
        "type": "object",
        "maxProperties": 64,
        "propertyNames": {
          "maxLength": 128
        },
        "additionalProperties": true,
        "x-inferred": true
      },
      "Error": {
        "type": "object",
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "enum": [
              "bad_request",
              "billing_access_blocked",
              "forbidden",
              "not_found",
              "rate_limited",
              "payload_too_large",
              "billing_paused",
              "price_configuration_missing",
              "method_not_allowed",
              "internal_error"
            ]
          },
          "message": {
            "type": "string"
          }
        }
      },
      "CheckoutSessionRequest": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "company_name",
          "admin_email",
          "pricing_model",
          "service_source"
        ],
        "properties": {
          "company_name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          },
          "admin_email": {
            "type": "string",
            "format": "email",
            "maxLength": 254,
            "pattern": "^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?\\.)+[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?$",
            "x-inferred": true
          },
          "pricing_model": {
            "type": "string",
            "minLength": 1,
            "maxLength": 64,
            "x-inferred": true
          },
          "service_source": {
            "type": "string",
            "minLength": 1,
            "maxLength": 128
          }
        }
      },
      "CheckoutSession": {
        "type": "object",
        "required": [
          "checkout_session_id",
          "url",
          "success_url",
          "cancel_url",
          "service_source"
        ],
        "properties": {
          "checkout_session_id": {
            "type": "string"
          },
          "url": {
            "type": "string",
            "format": "uri"
          },
          "success_url": {
            "type": "string",
            "format": "uri-template",
            "x-inferred": true,
            "maxLength": 320,
            "pattern": "^[^?#]{0,256}/billing/maas/success\\?checkout_session_id=\\{CHECKOUT_SESSION_ID\\}$"
          },
          "cancel_url": {
            "type": "string",
            "format": "uri",
            "maxLength": 280,
            "pattern": "^[^?#]{0,256}/billing/maas/cancel$"
          },
          "service_source": {
            "type": "string"
          }
        }
      },
      "CreateAnchorRequest": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "name",
          "type"
        ],
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          },
          "type": {
            "type": "string",
            "minLength": 1,
            "maxLength": 64
          },
          "metadata": {
            "type": "object",
            "maxProperties": 64,
            "propertyNames": {
              "maxLength": 128
            },
            "additionalProperties": true,
            "x-inferred": true
          }
        }
      },
      "Anchor": {
        "type": "object",
        "required": [
          "anchor_id",
          "name",
          "type",
          "metadata"
        ],
        "properties": {
          "anchor_id": {
            "type": "string",
            "format": "uuid",
            "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
          },
          "name": {
            "type": "string"
          },
          "type": {
            "type": "string"
          },
          "metadata": {
            "type": "object",
            "maxProperties": 64,
            "propertyNames": {
              "maxLength": 128
            },
            "additionalProperties": true,
            "x-inferred": true
          }
        }
      },
      "Chunking": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "enabled"
        ],
        "properties": {
          "enabled": {
            "type": "boolean"
          },
          "max_chars": {
            "type": "integer",
            "minimum": 50,
            "maximum": 8e3,
            "default": 800,
            "x-inferred": true
          }
        }
      },
      "CreateAtomsRequest": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "anchor_id",
          "content"
        ],
        "properties": {
          "anchor_id": {
            "type": "string",
            "format": "uuid",
            "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
          },
          "content": {
            "type": "string",
            "minLength": 1,
            "maxLength": 1e5
          },
          "source_type": {
            "type": "string",
            "minLength": 1,
            "maxLength": 64,
            "default": "text"
          },
          "metadata": {
            "type": "object",
            "maxProperties": 64,
            "propertyNames": {
              "maxLength": 128
            },
            "additionalProperties": true,
            "x-inferred": true
          },
          "chunking": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "enabled"
            ],
            "properties": {
              "enabled": {
                "type": "boolean"
              },
              "max_chars": {
                "type": "integer",
                "minimum": 50,
                "maximum": 8e3,
                "default": 800,
                "x-inferred": true
              }
            }
          }
        }
      },
      "CreateAtomsResponse": {
        "type": "object",
        "required": [
          "atom_ids",
          "stored_count",
          "service_source"
        ],
        "properties": {
          "atom_ids": {
            "type": "array",
            "items": {
              "type": "string",
              "format": "uuid",
              "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
            }
          },
          "stored_count": {
            "type": "integer",
            "minimum": 0
          },
          "service_source": {
            "type": "string",
            "x-inferred": true
          }
        }
      },
      "RecallRequest": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "anchor_id",
          "query"
        ],
        "properties": {
          "anchor_id": {
            "type": "string",
            "format": "uuid",
            "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
          },
          "query": {
            "type": "string",
            "minLength": 1,
            "maxLength": 4e3
          },
          "limit": {
            "type": "integer",
            "minimum": 1,
            "maximum": 100,
            "default": 10,
            "x-inferred": true
          }
        }
      },
      "RecallItem": {
        "type": "object",
        "required": [
          "atom_id",
          "content",
          "score"
        ],
        "properties": {
          "atom_id": {
            "type": "string",
            "format": "uuid",
            "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
          },
          "content": {
            "type": "string"
          },
          "score": {
            "type": "number"
          }
        }
      },
      "RecallResponse": {
        "type": "object",
        "required": [
          "items",
          "session_id"
        ],
        "properties": {
          "items": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "atom_id",
                "content",
                "score"
              ],
              "properties": {
                "atom_id": {
                  "type": "string",
                  "format": "uuid",
                  "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
                },
                "content": {
                  "type": "string"
                },
                "score": {
                  "type": "number"
                }
              }
            }
          },
          "session_id": {
            "type": "string",
            "format": "uuid",
            "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
          }
        }
      },
      "FeedbackRequest": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "session_id",
          "success",
          "used_memory_atom_ids"
        ],
        "properties": {
          "session_id": {
            "type": "string",
            "format": "uuid",
            "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
          },
          "success": {
            "type": "boolean"
          },
          "used_memory_atom_ids": {
            "type": "array",
            "maxItems": 100,
            "items": {
              "type": "string",
              "format": "uuid",
              "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
            }
          }
        }
      },
      "FeedbackResponse": {
        "type": "object",
        "required": [
          "ok"
        ],
        "properties": {
          "ok": {
            "type": "boolean"
          },
          "reinforced_atom_ids": {
            "type": "array",
            "items": {
              "type": "string",
              "format": "uuid",
              "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
            },
            "x-inferred": true
          },
          "ignored_atom_ids": {
            "type": "array",
            "items": {
              "type": "string",
              "format": "uuid",
              "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
            },
            "x-inferred": true
          }
        }
      },
      "IngestItem": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "content"
        ],
        "properties": {
          "content": {
            "type": "string",
            "minLength": 1,
            "maxLength": 1e5
          },
          "atom_type": {
            "type": "string",
            "minLength": 1,
            "maxLength": 64,
            "default": "message"
          },
          "metadata": {
            "type": "object",
            "maxProperties": 64,
            "propertyNames": {
              "maxLength": 128
            },
            "additionalProperties": true,
            "x-inferred": true
          }
        }
      },
      "IngestRequest": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "user_external_id",
          "session_id",
          "items"
        ],
        "properties": {
          "user_external_id": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          },
          "session_id": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          },
          "items": {
            "type": "array",
            "minItems": 1,
            "maxItems": 100,
            "items": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "content"
              ],
              "properties": {
                "content": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 1e5
                },
                "atom_type": {
                  "type": "string",
                  "minLength": 1,
                  "maxLength": 64,
                  "default": "message"
                },
                "metadata": {
                  "type": "object",
                  "maxProperties": 64,
                  "propertyNames": {
                    "maxLength": 128
                  },
                  "additionalProperties": true,
                  "x-inferred": true
                }
              }
            }
          },
          "source_type": {
            "type": "string",
            "minLength": 1,
            "maxLength": 64,
            "default": "conversation"
          },
          "chunking": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "enabled"
            ],
            "properties": {
              "enabled": {
                "type": "boolean"
              },
              "max_chars": {
                "type": "integer",
                "minimum": 50,
                "maximum": 8e3,
                "default": 800,
                "x-inferred": true
              }
            }
          }
        }
      },
      "IngestResponse": {
        "type": "object",
        "required": [
          "anchor_id",
          "anchor_created",
          "user_external_id",
          "session_id",
          "atom_ids",
          "stored_count"
        ],
        "properties": {
          "anchor_id": {
            "type": "string",
            "format": "uuid",
            "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
          },
          "anchor_created": {
            "type": "boolean"
          },
          "user_external_id": {
            "type": "string"
          },
          "session_id": {
            "type": "string"
          },
          "atom_ids": {
            "type": "array",
            "items": {
              "type": "string",
              "format": "uuid",
              "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
            }
          },
          "stored_count": {
            "type": "integer",
            "minimum": 0
          }
        }
      },
      "MemoryRecallRequest": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "user_external_id",
          "query"
        ],
        "properties": {
          "user_external_id": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          },
          "query": {
            "type": "string",
            "minLength": 1,
            "maxLength": 4e3
          },
          "limit": {
            "type": "integer",
            "minimum": 1,
            "maximum": 100,
            "default": 10
          },
          "only_session_id": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          }
        }
      },
      "MemoryRecallItem": {
        "type": "object",
        "required": [
          "atom_id",
          "content",
          "score"
        ],
        "properties": {
          "atom_id": {
            "type": "string",
            "format": "uuid",
            "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
          },
          "content": {
            "type": "string"
          },
          "score": {
            "type": "number"
          },
          "atom_type": {
            "type": "string"
          },
          "session_id": {
            "type": "string"
          }
        }
      },
      "MemoryRecallResponse": {
        "type": "object",
        "required": [
          "user_external_id",
          "items",
          "session_id"
        ],
        "properties": {
          "user_external_id": {
            "type": "string"
          },
          "items": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "atom_id",
                "content",
                "score"
              ],
              "properties": {
                "atom_id": {
                  "type": "string",
                  "format": "uuid",
                  "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
                },
                "content": {
                  "type": "string"
                },
                "score": {
                  "type": "number"
                },
                "atom_type": {
                  "type": "string"
                },
                "session_id": {
                  "type": "string"
                }
              }
            }
          },
          "session_id": {
            "type": "string",
            "format": "uuid",
            "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
          }
        }
      },
      "HydrateRequest": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "user_external_id",
          "max_tokens"
        ],
        "properties": {
          "user_external_id": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          },
          "query": {
            "type": "string",
            "minLength": 1,
            "maxLength": 4e3
          },
          "max_tokens": {
            "type": "integer",
            "minimum": 1,
            "maximum": 32e3
          },
          "only_session_id": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          }
        }
      },
      "HydrateResponse": {
        "type": "object",
        "required": [
          "user_external_id",
          "context",
          "token_count",
          "max_tokens",
          "included_atom_ids",
          "omitted_atom_ids",
          "truncated"
        ],
        "properties": {
          "user_external_id": {
            "type": "string"
          },
          "context": {
            "type": "string"
          },
          "token_count": {
            "type": "integer",
            "minimum": 0
          },
          "max_tokens": {
            "type": "integer"
          },
          "included_atom_ids": {
            "type": "array",
            "items": {
              "type": "string",
              "format": "uuid",
              "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
            }
          },
          "omitted_atom_ids": {
            "type": "array",
            "items": {
              "type": "string",
              "format": "uuid",
              "pattern": "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
            }
          },
          "truncated": {
            "type": "boolean"
          }
        }
      }
    },
    "responses": {
      "BadRequest": {
        "content": {
          "application/json": {
            "schema": {
              "allOf": [
                {
                  "type": "object",
                  "required": [
                    "error",
                    "message"
                  ],
                  "properties": {
                    "error": {
                      "type": "string",
                      "enum": [
                        "bad_request",
                        "billing_access_blocked",
                        "forbidden",
                        "not_found",
                        "rate_limited",
                        "payload_too_large",
                        "billing_paused",
                        "price_configuration_missing",
                        "method_not_allowed",
                        "internal_error"
                      ]
                    },
                    "message": {
                      "type": "string"
                    }
                  }
                },
                {
                  "properties": {
                    "error": {
                      "const": "bad_request"
                    }
                  }
                }
              ]
            }
          }
        }
      },
      "CheckoutBadRequest": {
        "content": {
          "application/json": {
            "schema": {
              "allOf": [
                {
                  "type": "object",
                  "required": [
                    "error",
                    "message"
                  ],
                  "properties": {
                    "error": {
                      "type": "string",
                      "enum": [
                        "bad_request",
                        "billing_access_blocked",
                        "forbidden",
                        "not_found",
                        "rate_limited",
                        "payload_too_large",
                        "billing_paused",
                        "price_configuration_missing",
                        "method_not_allowed",
                        "internal_error"
                      ]
                    },
                    "message": {
                      "type": "string"
                    }
                  }
                },
                {
                  "properties": {
                    "error": {
                      "const": "bad_request"
                    }
                  }
                }
              ]
            }
          }
        }
      },
      "BillingAccessBlocked": {
        "content": {
          "application/json": {
            "schema": {
              "allOf": [
                {
                  "type": "object",
                  "required": [
                    "error",
                    "message"
                  ],
                  "properties": {
                    "error": {
                      "type": "string",
                      "enum": [
                        "bad_request",
                        "billing_access_blocked",
                        "forbidden",
                        "not_found",
                        "rate_limited",
                        "payload_too_large",
                        "billing_paused",
                        "price_configuration_missing",
                        "method_not_allowed",
                        "internal_error"
                      ]
                    },
                    "message": {
                      "type": "string"
                    }
                  }
                },
                {
                  "properties": {
                    "error": {
                      "const": "billing_access_blocked"
                    }
                  }
                }
              ]
            }
          }
        }
      },
      "Forbidden": {
        "content": {
          "application/json": {
            "schema": {
              "allOf": [
                {
                  "type": "object",
                  "required": [
                    "error",
                    "message"
                  ],
                  "properties": {
                    "error": {
                      "type": "string",
                      "enum": [
                        "bad_request",
                        "billing_access_blocked",
                        "forbidden",
                        "not_found",
                        "rate_limited",
                        "payload_too_large",
                        "billing_paused",
                        "price_configuration_missing",
                        "method_not_allowed",
                        "internal_error"
                      ]
                    },
                    "message": {
                      "type": "string"
                    }
                  }
                },
                {
                  "properties": {
                    "error": {
                      "const": "forbidden"
                    }
                  }
                }
              ]
            }
          }
        }
      },
      "AnchorNotFound": {
        "content": {
          "application/json": {
            "schema": {
              "allOf": [
                {
                  "type": "object",
                  "required": [
                    "error",
                    "message"
                  ],
                  "properties": {
                    "error": {
                      "type": "string",
                      "enum": [
                        "bad_request",
                        "billing_access_blocked",
                        "forbidden",
                        "not_found",
                        "rate_limited",
                        "payload_too_large",
                        "billing_paused",
                        "price_configuration_missing",
                        "method_not_allowed",
                        "internal_error"
                      ]
                    },
                    "message": {
                      "type": "string"
                    }
                  }
                },
                {
                  "properties": {
                    "error": {
                      "const": "not_found"
                    }
                  }
                }
              ]
            }
          }
        }
      },
      "SessionNotFound": {
        "content": {
          "application/json": {
            "schema": {
              "allOf": [
                {
                  "type": "object",
                  "required": [
                    "error",
                    "message"
                  ],
                  "properties": {
                    "error": {
                      "type": "string",
                      "enum": [
                        "bad_request",
                        "billing_access_blocked",
                        "forbidden",
                        "not_found",
                        "rate_limited",
                        "payload_too_large",
                        "billing_paused",
                        "price_configuration_missing",
                        "method_not_allowed",
                        "internal_error"
                      ]
                    },
                    "message": {
                      "type": "string"
                    }
                  }
                },
                {
                  "properties": {
                    "error": {
                      "const": "not_found"
                    }
                  }
                }
              ]
            }
          }
        }
      },
      "PayloadTooLarge": {
        "x-inferred": true,
        "content": {
          "application/json": {
            "schema": {
              "allOf": [
                {
                  "type": "object",
                  "required": [
                    "error",
                    "message"
                  ],
                  "properties": {
                    "error": {
                      "type": "string",
                      "enum": [
                        "bad_request",
                        "billing_access_blocked",
                        "forbidden",
                        "not_found",
                        "rate_limited",
                        "payload_too_large",
                        "billing_paused",
                        "price_configuration_missing",
                        "method_not_allowed",
                        "internal_error"
                      ]
                    },
                    "message": {
                      "type": "string"
                    }
                  }
                },
                {
                  "properties": {
                    "error": {
                      "const": "payload_too_large"
                    }
                  }
                }
              ]
            }
          }
        }
      },
      "RateLimited": {
        "headers": {
          "Retry-After": {
            "required": true,
            "x-inferred": true,
            "schema": {
              "type": "integer",
              "minimum": 0
            }
          }
        },
        "content": {
          "application/json": {
            "schema": {
              "allOf": [
                {
                  "type": "object",
                  "required": [
                    "error",
                    "message"
                  ],
                  "properties": {
                    "error": {
                      "type": "string",
                      "enum": [
                        "bad_request",
                        "billing_access_blocked",
                        "forbidden",
                        "not_found",
                        "rate_limited",
                        "payload_too_large",
                        "billing_paused",
                        "price_configuration_missing",
                        "method_not_allowed",
                        "internal_error"
                      ]
                    },
                    "message": {
                      "type": "string"
                    }
                  }
                },
                {
                  "properties": {
                    "error": {
                      "const": "rate_limited"
                    }
                  }
                }
              ]
            }
          }
        }
      },
      "BillingPaused": {
        "x-inferred": true,
        "content": {
          "application/json": {
            "schema": {
              "allOf": [
                {
                  "type": "object",
                  "required": [
                    "error",
                    "message"
                  ],
                  "properties": {
                    "error": {
                      "type": "string",
                      "enum": [
                        "bad_request",
                        "billing_access_blocked",
                        "forbidden",
                        "not_found",
                        "rate_limited",
                        "payload_too_large",
                        "billing_paused",
                        "price_configuration_missing",
                        "method_not_allowed",
                        "internal_error"
                      ]
                    },
                    "message": {
                      "type": "string"
                    }
                  }
                },
                {
                  "properties": {
                    "error": {
                      "const": "billing_paused"
                    }
                  }
                }
              ]
            }
          }
        }
      },
      "PriceConfigurationMissing": {
        "x-inferred": true,
        "content": {
          "application/json": {
            "schema": {
              "allOf": [
                {
                  "type": "object",
                  "required": [
                    "error",
                    "message"
                  ],
                  "properties": {
                    "error": {
                      "type": "string",
                      "enum": [
                        "bad_request",
                        "billing_access_blocked",
                        "forbidden",
                        "not_found",
                        "rate_limited",
                        "payload_too_large",
                        "billing_paused",
                        "price_configuration_missing",
                        "method_not_allowed",
                        "internal_error"
                      ]
                    },
                    "message": {
                      "type": "string"
                    }
                  }
                },
                {
                  "properties": {
                    "error": {
                      "const": "price_configuration_missing"
                    }
                  }
                }
              ]
            }
          }
        }
      }
    }
  },
  "security": [
    {
      "bearerAuth": []
    },
    {
      "apiKeyHeader": []
    }
  ]
};

// src/generated/releases-document.ts
var releasesDocument = {
  "openapi": "3.1.0",
  "info": {
    "title": "Dependency Release Tracking API",
    "version": "1.0.0"
  },
  "servers": [
    {
      "url": "http://127.0.0.1:4011"
    }
  ],
  "security": [],
  "x-inferred-decisions": [
    "Success status is 200 for every operation.",
    "Error bodies are JSON `{error, message}` like the memory API; a bad query value is a 400 bad_request and an unknown source id a 404 not_found.",
    `A limit outside 1 to 100, a negative offset or a non-number is a 400 bad_request, as an out-of-range recall limit is in the memory API; the description's "maximum 100" bounds the parameter, so a client bug is not hidden behind a shorter page.`,
    "The events limit defaults to 50, like the sources limit.",
    "Sources are ordered by id ascending; events by release_date descending, then id descending, so pages never repeat or skip a record.",
    "Date bounds are inclusive; a plain date YYYY-MM-DD covers its whole UTC day (start_date from 00:00:00Z, end_date until 23:59:59.999Z); start_date after end_date is a 400.",
    "Unknown query parameters are ignored.",
    "A method a path does not have (POST /api/v1/events) is a 405 method_not_allowed with an Allow header; an unknown path is a 404 not_found."
  ],
  "paths": {
    "/api/v1": {
      "get": {
        "operationId": "getApiInfo",
        "x-inferred": true,
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "name",
                    "version",
                    "endpoints"
                  ],
                  "properties": {
                    "name": {
                      "type": "string"
                    },
                    "version": {
                      "type": "string"
                    },
                    "description": {
                      "type": "string"
                    },
                    "endpoints": {
                      "type": "array",
                      "items": {
                        "type": "object",
                        "required": [
                          "method",
                          "path",
                          "description"
                        ],
                        "properties": {
                          "method": {
                            "type": "string"
                          },
                          "path": {
                            "type": "string"
                          },
                          "description": {
                            "type": "string"
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    },
    "/api/v1/sources": {
      "get": {
        "operationId": "listSources",
        "parameters": [
          {
            "name": "type",
            "in": "query",
            "schema": {
              "type": "string",
              "minLength": 1,
              "maxLength": 64
            }
          },
          {
            "name": "active_only",
            "in": "query",
            "schema": {
              "type": "boolean",
              "default": true
            }
          },
          {
            "name": "limit",
            "in": "query",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 100,
              "default": 50
            }
          },
          {
            "name": "offset",
            "in": "query",
            "x-inferred": true,
            "schema": {
              "type": "integer",
              "minimum": 0,
              "maximum": 2147483647,
              "default": 0
            }
          }
        ],
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "sources",
                    "pagination"
                  ],
                  "properties": {
                    "sources": {
                      "type": "array",
                      "maxItems": 100,
                      "items": {
                        "type": "object",
                        "required": [
                          "id",
                          "name",
                          "type",
                          "target_identifier",
                          "official_website",
                          "github_url",
                          "docs_url",
                          "importance",
                          "is_active"
                        ],
                        "properties": {
                          "id": {
                            "type": "integer"
                          },
                          "name": {
                            "type": "string"
                          },
                          "type": {
                            "type": "string"
                          },
                          "target_identifier": {
                            "type": "string"
                          },
                          "official_website": {
                            "type": [
                              "string",
                              "null"
                            ],
                            "format": "uri",
                            "x-inferred": true
                          },
                          "github_url": {
                            "type": [
                              "string",
                              "null"
                            ],
                            "format": "uri",
                            "x-inferred": true
                          },
                          "docs_url": {
                            "type": [
                              "string",
                              "null"
                            ],
                            "format": "uri",
                            "x-inferred": true
                          },
                          "importance": {
                            "type": "string"
                          },
                          "is_active": {
                            "type": "boolean"
                          }
                        }
                      }
                    },
                    "pagination": {
                      "type": "object",
                      "required": [
                        "limit",
                        "offset",
                        "total"
                      ],
                      "properties": {
                        "limit": {
                          "type": "integer"
                        },
                        "offset": {
                          "type": "integer"
                        },
                        "total": {
                          "type": "integer"
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "x-inferred": true,
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "x-inferred": true,
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "not_found",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "bad_request"
                        }
                      }
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/api/v1/events": {
      "get": {
        "operationId": "listEvents",
        "parameters": [
          {
            "name": "source_id",
            "in": "query",
            "x-inferred": true,
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 2147483647
            }
          },
          {
            "name": "event_type",
            "in": "query",
            "schema": {
              "type": "string",
              "enum": [
                "Release",
                "Deprecation",
                "EOL"
              ]
            }
          },
          {
            "name": "severity",
            "in": "query",
            "schema": {
              "type": "string",
              "enum": [
                "Info",
                "Warning",
                "Danger"
              ]
            }
          },
          {
            "name": "start_date",
            "in": "query",
            "schema": {
              "type": "string",
              "anyOf": [
                {
                  "type": "string",
                  "format": "date-time"
                },
                {
                  "type": "string",
                  "format": "date"
                }
              ]
            }
          },
          {
            "name": "end_date",
            "in": "query",
            "schema": {
              "type": "string",
              "anyOf": [
                {
                  "type": "string",
                  "format": "date-time"
                },
                {
                  "type": "string",
                  "format": "date"
                }
              ]
            }
          },
          {
            "name": "limit",
            "in": "query",
            "x-inferred": true,
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 100,
              "default": 50
            }
          },
          {
            "name": "offset",
            "in": "query",
            "x-inferred": true,
            "schema": {
              "type": "integer",
              "minimum": 0,
              "maximum": 2147483647,
              "default": 0
            }
          }
        ],
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "events",
                    "pagination"
                  ],
                  "properties": {
                    "events": {
                      "type": "array",
                      "maxItems": 100,
                      "items": {
                        "type": "object",
                        "required": [
                          "id",
                          "source_id",
                          "version",
                          "release_date",
                          "event_type",
                          "severity",
                          "description",
                          "release_notes_url",
                          "announcement_url",
                          "migration_guide_url",
                          "sources"
                        ],
                        "properties": {
                          "id": {
                            "type": "integer"
                          },
                          "source_id": {
                            "type": "integer"
                          },
                          "version": {
                            "type": "string"
                          },
                          "release_date": {
                            "type": "string",
                            "format": "date-time"
                          },
                          "event_type": {
                            "type": "string",
                            "enum": [
                              "Release",
                              "Deprecation",
                              "EOL"
                            ]
                          },
                          "severity": {
                            "type": "string",
                            "enum": [
                              "Info",
                              "Warning",
                              "Danger"
                            ]
                          },
                          "description": {
                            "type": "string"
                          },
                          "release_notes_url": {
                            "type": [
                              "string",
                              "null"
                            ],
                            "format": "uri",
                            "x-inferred": true
                          },
                          "announcement_url": {
                            "type": [
                              "string",
                              "null"
                            ],
                            "format": "uri",
                            "x-inferred": true
                          },
                          "migration_guide_url": {
                            "type": [
                              "string",
                              "null"
                            ],
                            "format": "uri",
                            "x-inferred": true
                          },
                          "sources": {
                            "type": "object",
                            "required": [
                              "id",
                              "name",
                              "type",
                              "official_website",
                              "github_url",
                              "docs_url"
                            ],
                            "properties": {
                              "id": {
                                "type": "integer"
                              },
                              "name": {
                                "type": "string"
                              },
                              "type": {
                                "type": "string"
                              },
                              "official_website": {
                                "type": [
                                  "string",
                                  "null"
                                ],
                                "format": "uri",
                                "x-inferred": true
                              },
                              "github_url": {
                                "type": [
                                  "string",
                                  "null"
                                ],
                                "format": "uri",
                                "x-inferred": true
                              },
                              "docs_url": {
                                "type": [
                                  "string",
                                  "null"
                                ],
                                "format": "uri",
                                "x-inferred": true
                              }
                            }
                          }
                        }
                      }
                    },
                    "pagination": {
                      "type": "object",
                      "required": [
                        "limit",
                        "offset",
                        "total"
                      ],
                      "properties": {
                        "limit": {
                          "type": "integer"
                        },
                        "offset": {
                          "type": "integer"
                        },
                        "total": {
                          "type": "integer"
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "x-inferred": true,
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "x-inferred": true,
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "not_found",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "bad_request"
                        }
                      }
                    }
                  ]
                }
              }
            }
          }
        }
      }
    },
    "/api/v1/sources/{id}/events": {
      "get": {
        "operationId": "listSourceEvents",
        "parameters": [
          {
            "name": "id",
            "in": "path",
            "required": true,
            "x-inferred": true,
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 2147483647
            }
          },
          {
            "name": "severity",
            "in": "query",
            "schema": {
              "type": "string",
              "enum": [
                "Info",
                "Warning",
                "Danger"
              ]
            }
          },
          {
            "name": "event_type",
            "in": "query",
            "schema": {
              "type": "string",
              "enum": [
                "Release",
                "Deprecation",
                "EOL"
              ]
            }
          },
          {
            "name": "start_date",
            "in": "query",
            "schema": {
              "type": "string",
              "anyOf": [
                {
                  "type": "string",
                  "format": "date-time"
                },
                {
                  "type": "string",
                  "format": "date"
                }
              ]
            }
          },
          {
            "name": "end_date",
            "in": "query",
            "schema": {
              "type": "string",
              "anyOf": [
                {
                  "type": "string",
                  "format": "date-time"
                },
                {
                  "type": "string",
                  "format": "date"
                }
              ]
            }
          },
          {
            "name": "limit",
            "in": "query",
            "x-inferred": true,
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 100,
              "default": 50
            }
          },
          {
            "name": "offset",
            "in": "query",
            "x-inferred": true,
            "schema": {
              "type": "integer",
              "minimum": 0,
              "maximum": 2147483647,
              "default": 0
            }
          }
        ],
        "responses": {
          "200": {
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "events",
                    "pagination"
                  ],
                  "properties": {
                    "events": {
                      "type": "array",
                      "maxItems": 100,
                      "items": {
                        "type": "object",
                        "required": [
                          "id",
                          "source_id",
                          "version",
                          "release_date",
                          "event_type",
                          "severity",
                          "description",
                          "release_notes_url",
                          "announcement_url",
                          "migration_guide_url",
                          "sources"
                        ],
                        "properties": {
                          "id": {
                            "type": "integer"
                          },
                          "source_id": {
                            "type": "integer"
                          },
                          "version": {
                            "type": "string"
                          },
                          "release_date": {
                            "type": "string",
                            "format": "date-time"
                          },
                          "event_type": {
                            "type": "string",
                            "enum": [
                              "Release",
                              "Deprecation",
                              "EOL"
                            ]
                          },
                          "severity": {
                            "type": "string",
                            "enum": [
                              "Info",
                              "Warning",
                              "Danger"
                            ]
                          },
                          "description": {
                            "type": "string"
                          },
                          "release_notes_url": {
                            "type": [
                              "string",
                              "null"
                            ],
                            "format": "uri",
                            "x-inferred": true
                          },
                          "announcement_url": {
                            "type": [
                              "string",
                              "null"
                            ],
                            "format": "uri",
                            "x-inferred": true
                          },
                          "migration_guide_url": {
                            "type": [
                              "string",
                              "null"
                            ],
                            "format": "uri",
                            "x-inferred": true
                          },
                          "sources": {
                            "type": "object",
                            "required": [
                              "id",
                              "name",
                              "type",
                              "official_website",
                              "github_url",
                              "docs_url"
                            ],
                            "properties": {
                              "id": {
                                "type": "integer"
                              },
                              "name": {
                                "type": "string"
                              },
                              "type": {
                                "type": "string"
                              },
                              "official_website": {
                                "type": [
                                  "string",
                                  "null"
                                ],
                                "format": "uri",
                                "x-inferred": true
                              },
                              "github_url": {
                                "type": [
                                  "string",
                                  "null"
                                ],
                                "format": "uri",
                                "x-inferred": true
                              },
                              "docs_url": {
                                "type": [
                                  "string",
                                  "null"
                                ],
                                "format": "uri",
                                "x-inferred": true
                              }
                            }
                          }
                        }
                      }
                    },
                    "pagination": {
                      "type": "object",
                      "required": [
                        "limit",
                        "offset",
                        "total"
                      ],
                      "properties": {
                        "limit": {
                          "type": "integer"
                        },
                        "offset": {
                          "type": "integer"
                        },
                        "total": {
                          "type": "integer"
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "x-inferred": true,
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "x-inferred": true,
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "not_found",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "bad_request"
                        }
                      }
                    }
                  ]
                }
              }
            }
          },
          "404": {
            "x-inferred": true,
            "content": {
              "application/json": {
                "schema": {
                  "allOf": [
                    {
                      "type": "object",
                      "x-inferred": true,
                      "required": [
                        "error",
                        "message"
                      ],
                      "properties": {
                        "error": {
                          "type": "string",
                          "enum": [
                            "bad_request",
                            "not_found",
                            "method_not_allowed",
                            "internal_error"
                          ]
                        },
                        "message": {
                          "type": "string"
                        }
                      }
                    },
                    {
                      "properties": {
                        "error": {
                          "const": "not_found"
                        }
                      }
                    }
                  ]
                }
              }
            }
          }
        }
      }
    }
  },
  "components": {
    "parameters": {
      "Limit": {
        "name": "limit",
        "in": "query",
        "schema": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 50
        }
      },
      "EventsLimit": {
        "name": "limit",
        "in": "query",
        "x-inferred": true,
        "schema": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 50
        }
      },
      "Offset": {
        "name": "offset",
        "in": "query",
        "x-inferred": true,
        "schema": {
          "type": "integer",
          "minimum": 0,
          "maximum": 2147483647,
          "default": 0
        }
      },
      "EventType": {
        "name": "event_type",
        "in": "query",
        "schema": {
          "type": "string",
          "enum": [
            "Release",
            "Deprecation",
            "EOL"
          ]
        }
      },
      "Severity": {
        "name": "severity",
        "in": "query",
        "schema": {
          "type": "string",
          "enum": [
            "Info",
            "Warning",
            "Danger"
          ]
        }
      },
      "StartDate": {
        "name": "start_date",
        "in": "query",
        "schema": {
          "type": "string",
          "anyOf": [
            {
              "type": "string",
              "format": "date-time"
            },
            {
              "type": "string",
              "format": "date"
            }
          ]
        }
      },
      "EndDate": {
        "name": "end_date",
        "in": "query",
        "schema": {
          "type": "string",
          "anyOf": [
            {
              "type": "string",
              "format": "date-time"
            },
            {
              "type": "string",
              "format": "date"
            }
          ]
        }
      }
    },
    "schemas": {
      "EventType": {
        "type": "string",
        "enum": [
          "Release",
          "Deprecation",
          "EOL"
        ]
      },
      "Severity": {
        "type": "string",
        "enum": [
          "Info",
          "Warning",
          "Danger"
        ]
      },
      "NullableUrl": {
        "type": [
          "string",
          "null"
        ],
        "format": "uri",
        "x-inferred": true
      },
      "Source": {
        "type": "object",
        "required": [
          "id",
          "name",
          "type",
          "target_identifier",
          "official_website",
          "github_url",
          "docs_url",
          "importance",
          "is_active"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "name": {
            "type": "string"
          },
          "type": {
            "type": "string"
          },
          "target_identifier": {
            "type": "string"
          },
          "official_website": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "x-inferred": true
          },
          "github_url": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "x-inferred": true
          },
          "docs_url": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "x-inferred": true
          },
          "importance": {
            "type": "string"
          },
          "is_active": {
            "type": "boolean"
          }
        }
      },
      "SourceSummary": {
        "type": "object",
        "required": [
          "id",
          "name",
          "type",
          "official_website",
          "github_url",
          "docs_url"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "name": {
            "type": "string"
          },
          "type": {
            "type": "string"
          },
          "official_website": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "x-inferred": true
          },
          "github_url": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "x-inferred": true
          },
          "docs_url": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "x-inferred": true
          }
        }
      },
      "Event": {
        "type": "object",
        "required": [
          "id",
          "source_id",
          "version",
          "release_date",
          "event_type",
          "severity",
          "description",
          "release_notes_url",
          "announcement_url",
          "migration_guide_url",
          "sources"
        ],
        "properties": {
          "id": {
            "type": "integer"
          },
          "source_id": {
            "type": "integer"
          },
          "version": {
            "type": "string"
          },
          "release_date": {
            "type": "string",
            "format": "date-time"
          },
          "event_type": {
            "type": "string",
            "enum": [
              "Release",
              "Deprecation",
              "EOL"
            ]
          },
          "severity": {
            "type": "string",
            "enum": [
              "Info",
              "Warning",
              "Danger"
            ]
          },
          "description": {
            "type": "string"
          },
          "release_notes_url": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "x-inferred": true
          },
          "announcement_url": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "x-inferred": true
          },
          "migration_guide_url": {
            "type": [
              "string",
              "null"
            ],
            "format": "uri",
            "x-inferred": true
          },
          "sources": {
            "type": "object",
            "required": [
              "id",
              "name",
              "type",
              "official_website",
              "github_url",
              "docs_url"
            ],
            "properties": {
              "id": {
                "type": "integer"
              },
              "name": {
                "type": "string"
              },
              "type": {
                "type": "string"
              },
              "official_website": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "uri",
                "x-inferred": true
              },
              "github_url": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "uri",
                "x-inferred": true
              },
              "docs_url": {
                "type": [
                  "string",
                  "null"
                ],
                "format": "uri",
                "x-inferred": true
              }
            }
          }
        }
      },
      "Pagination": {
        "type": "object",
        "required": [
          "limit",
          "offset",
          "total"
        ],
        "properties": {
          "limit": {
            "type": "integer"
          },
          "offset": {
            "type": "integer"
          },
          "total": {
            "type": "integer"
          }
        }
      },
      "SourceList": {
        "type": "object",
        "required": [
          "sources",
          "pagination"
        ],
        "properties": {
          "sources": {
            "type": "array",
            "maxItems": 100,
            "items": {
              "type": "object",
              "required": [
                "id",
                "name",
                "type",
                "target_identifier",
                "official_website",
                "github_url",
                "docs_url",
                "importance",
                "is_active"
              ],
              "properties": {
                "id": {
                  "type": "integer"
                },
                "name": {
                  "type": "string"
                },
                "type": {
                  "type": "string"
                },
                "target_identifier": {
                  "type": "string"
                },
                "official_website": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "format": "uri",
                  "x-inferred": true
                },
                "github_url": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "format": "uri",
                  "x-inferred": true
                },
                "docs_url": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "format": "uri",
                  "x-inferred": true
                },
                "importance": {
                  "type": "string"
                },
                "is_active": {
                  "type": "boolean"
                }
              }
            }
          },
          "pagination": {
            "type": "object",
            "required": [
              "limit",
              "offset",
              "total"
            ],
            "properties": {
              "limit": {
                "type": "integer"
              },
              "offset": {
                "type": "integer"
              },
              "total": {
                "type": "integer"
              }
            }
          }
        }
      },
      "EventList": {
        "type": "object",
        "required": [
          "events",
          "pagination"
        ],
        "properties": {
          "events": {
            "type": "array",
            "maxItems": 100,
            "items": {
              "type": "object",
              "required": [
                "id",
                "source_id",
                "version",
                "release_date",
                "event_type",
                "severity",
                "description",
                "release_notes_url",
                "announcement_url",
                "migration_guide_url",
                "sources"
              ],
              "properties": {
                "id": {
                  "type": "integer"
                },
                "source_id": {
                  "type": "integer"
                },
                "version": {
                  "type": "string"
                },
                "release_date": {
                  "type": "string",
                  "format": "date-time"
                },
                "event_type": {
                  "type": "string",
                  "enum": [
                    "Release",
                    "Deprecation",
                    "EOL"
                  ]
                },
                "severity": {
                  "type": "string",
                  "enum": [
                    "Info",
                    "Warning",
                    "Danger"
                  ]
                },
                "description": {
                  "type": "string"
                },
                "release_notes_url": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "format": "uri",
                  "x-inferred": true
                },
                "announcement_url": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "format": "uri",
                  "x-inferred": true
                },
                "migration_guide_url": {
                  "type": [
                    "string",
                    "null"
                  ],
                  "format": "uri",
                  "x-inferred": true
                },
                "sources": {
                  "type": "object",
                  "required": [
                    "id",
                    "name",
                    "type",
                    "official_website",
                    "github_url",
                    "docs_url"
                  ],
                  "properties": {
                    "id": {
                      "type": "integer"
                    },
                    "name": {
                      "type": "string"
                    },
                    "type": {
                      "type": "string"
                    },
                    "official_website": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "format": "uri",
                      "x-inferred": true
                    },
                    "github_url": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "format": "uri",
                      "x-inferred": true
                    },
                    "docs_url": {
                      "type": [
                        "string",
                        "null"
                      ],
                      "format": "uri",
                      "x-inferred": true
                    }
                  }
                }
              }
            }
          },
          "pagination": {
            "type": "object",
            "required": [
              "limit",
              "offset",
              "total"
            ],
            "properties": {
              "limit": {
                "type": "integer"
              },
              "offset": {
                "type": "integer"
              },
              "total": {
                "type": "integer"
              }
            }
          }
        }
      },
      "ApiEndpoint": {
        "type": "object",
        "required": [
          "method",
          "path",
          "description"
        ],
        "properties": {
          "method": {
            "type": "string"
          },
          "path": {
            "type": "string"
          },
          "description": {
            "type": "string"
          }
        }
      },
      "ApiInfo": {
        "type": "object",
        "required": [
          "name",
          "version",
          "endpoints"
        ],
        "properties": {
          "name": {
            "type": "string"
          },
          "version": {
            "type": "string"
          },
          "description": {
            "type": "string"
          },
          "endpoints": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "method",
                "path",
                "description"
              ],
              "properties": {
                "method": {
                  "type": "string"
                },
                "path": {
                  "type": "string"
                },
                "description": {
                  "type": "string"
                }
              }
            }
          }
        }
      },
      "Error": {
        "type": "object",
        "x-inferred": true,
        "required": [
          "error",
          "message"
        ],
        "properties": {
          "error": {
            "type": "string",
            "enum": [
              "bad_request",
              "not_found",
              "method_not_allowed",
              "internal_error"
            ]
          },
          "message": {
            "type": "string"
          }
        }
      }
    },
    "responses": {
      "BadRequest": {
        "x-inferred": true,
        "content": {
          "application/json": {
            "schema": {
              "allOf": [
                {
                  "type": "object",
                  "x-inferred": true,
                  "required": [
                    "error",
                    "message"
                  ],
                  "properties": {
                    "error": {
                      "type": "string",
                      "enum": [
                        "bad_request",
                        "not_found",
                        "method_not_allowed",
                        "internal_error"
                      ]
                    },
                    "message": {
                      "type": "string"
                    }
                  }
                },
                {
                  "properties": {
                    "error": {
                      "const": "bad_request"
                    }
                  }
                }
              ]
            }
          }
        }
      },
      "SourceNotFound": {
        "x-inferred": true,
        "content": {
          "application/json": {
            "schema": {
              "allOf": [
                {
                  "type": "object",
                  "x-inferred": true,
                  "required": [
                    "error",
                    "message"
                  ],
                  "properties": {
                    "error": {
                      "type": "string",
                      "enum": [
                        "bad_request",
                        "not_found",
                        "method_not_allowed",
                        "internal_error"
                      ]
                    },
                    "message": {
                      "type": "string"
                    }
                  }
                },
                {
                  "properties": {
                    "error": {
                      "const": "not_found"
                    }
                  }
                }
              ]
            }
          }
        }
      }
    }
  }
};

// conformance/schema/operations.ts
var documents = {
  memory: memoryDocument,
  releases: releasesDocument
};
function pathTemplate(template) {
  const names = [];
  const source = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{([^}]+)\}/g, (_m, name) => {
    names.push(name);
    return "([^/]+)";
  });
  const pattern = new RegExp(`^${source}$`);
  return {
    matches: (pathname) => pattern.test(pathname),
    values(pathname) {
      const match = pattern.exec(pathname);
      if (!match) return void 0;
      return Object.fromEntries(names.map((name, i) => [name, decodeSegment(match[i + 1] ?? "")]));
    }
  };
}
function decodeSegment(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
function operationsOf(api) {
  const paths = documents[api].paths;
  return Object.entries(paths).flatMap(
    ([path2, item]) => Object.entries(item).filter(([method]) => ["get", "post", "put", "patch", "delete"].includes(method)).map(([method, operation]) => {
      const template = pathTemplate(path2);
      return {
        operationId: String(operation.operationId),
        method: method.toUpperCase(),
        path: path2,
        responses: operation.responses,
        matches: template.matches
      };
    })
  );
}
function findOperation(operations, method, url) {
  const { pathname } = new URL(url);
  return operations.find((operation) => operation.method === method && operation.matches(pathname));
}
function jsonSchemaOf(response) {
  const content = response?.content;
  return content?.["application/json"]?.schema;
}
function stripInferred(node) {
  if (Array.isArray(node)) return node.map(stripInferred);
  if (node === null || typeof node !== "object") return node;
  if (node["x-inferred"] === true) return {};
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, stripInferred(value)]));
}

// conformance/route-health.ts
function isNotSent(exchange) {
  return exchange.status === void 0 && (exchange.error ?? "").startsWith("not sent:");
}
function routeHealthOf(api, exchanges, routeOf3) {
  const routes = /* @__PURE__ */ new Map();
  const entry = (route, documented) => {
    let health = routes.get(route);
    if (!health) {
      health = { route, documented, requests: 0, statuses: {}, transportErrors: 0, notSent: 0 };
      routes.set(route, health);
    }
    return health;
  };
  for (const operation of operationsOf(api)) entry(`${operation.method} ${operation.path}`, true);
  for (const exchange of exchanges) {
    const health = entry(routeOf3(exchange.method, exchange.url), false);
    if (isNotSent(exchange)) {
      health.notSent++;
      continue;
    }
    health.requests++;
    if (exchange.status === void 0) {
      health.transportErrors++;
      health.firstError ??= exchange.error;
    } else health.statuses[exchange.status] = (health.statuses[exchange.status] ?? 0) + 1;
    if (!health.slowest || exchange.durationMs > health.slowest.durationMs) {
      health.slowest = {
        durationMs: exchange.durationMs,
        ...exchange.status === void 0 ? {} : { status: exchange.status },
        ...exchange.checkId ? { checkId: exchange.checkId } : {},
        curl: exchange.curl
      };
    }
  }
  return [...routes.values()];
}
function statusesText(health) {
  const parts = Object.entries(health.statuses).map(([status, count]) => `${status}\xD7${count}`);
  return parts.length > 0 ? parts.join(" ") : "-";
}
function isUnhealthy(health) {
  const serverErrors = Object.keys(health.statuses).some((status) => Number(status) >= 500);
  return health.transportErrors > 0 || health.notSent > 0 || serverErrors;
}

// conformance/reporters/format.ts
function failuresByRule(results) {
  const groups = /* @__PURE__ */ new Map();
  for (const result of results) {
    if (result.status !== "failed") continue;
    const key = `${result.source}\0${result.rule}`;
    const group = groups.get(key) ?? { source: result.source, rule: result.rule, results: [] };
    group.results.push(result);
    groups.set(key, group);
  }
  return [...groups.values()];
}
function formatDuration(ms) {
  return ms >= 1e3 ? `${(ms / 1e3).toFixed(1)} s` : `${Math.round(ms)} ms`;
}

// conformance/reporters/short-lines.ts
var maxLineLength = 200;
function wrap(text, width = maxLineLength) {
  const lines = [];
  for (const line2 of text.split("\n")) {
    let rest = line2;
    while (rest.length > width) {
      const space = rest.lastIndexOf(" ", width);
      const cut = space > width / 2 ? space : width;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut).replace(/^ /, "");
    }
    lines.push(rest);
  }
  return lines;
}
var oneLineCurl = 120;
function curlLines(curl) {
  if (curl.includes("\n") || curl.length <= oneLineCurl) return curl.split("\n");
  const parts = [];
  let current = "";
  let quoted = false;
  for (let index = 0; index < curl.length; index++) {
    const char = curl[index];
    if (char === "'") quoted = !quoted;
    const startsOption = /^ --?[A-Za-z]/.test(curl.slice(index, index + 4));
    const pastUrl = parts.length > 0 || current.includes("'");
    if (!quoted && startsOption && pastUrl) {
      parts.push(current);
      current = "";
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts.map(
    (part, index) => `${index === 0 ? "" : "  "}${part}${index < parts.length - 1 ? " \\" : ""}`
  );
}

// conformance/reporters/cause-lines.ts
function causesIn(report) {
  return report.causes ?? causesOf(report.results);
}
function causeTitle(cause) {
  if (cause.kind === "route") return `${cause.route ?? cause.id.slice("route ".length)} did not answer`;
  if (cause.kind === "run") return cause.id.slice("run ".length);
  return `[${cause.id}]${cause.route ? ` on ${cause.route}` : ""}`;
}
function affectedLines(cause, width) {
  return [
    ...cause.failed.length ? wrap(`failed (${cause.failed.length}): ${cause.failed.join(", ")}`, width) : [],
    ...cause.blocked.length ? wrap(`blocked (${cause.blocked.length}): ${cause.blocked.join(", ")}`, width) : []
  ];
}
function causeLines(cause, number, indent = "  ") {
  const inner = `${indent}   `;
  const width = 196 - inner.length;
  const curl = cause.curl ? curlLines(cause.curl) : [];
  return [
    `${indent}${number}. ${causeTitle(cause)}`,
    ...wrap(cause.problem, width).map((line2) => `${inner}${line2}`),
    ...curl.map((line2, index) => `${inner}${index === 0 ? "reproduce: " : "  "}${line2}`),
    ...affectedLines(cause, width).map((line2) => `${inner}${line2}`)
  ];
}
function causesHeading(causes) {
  const one = causes.length === 1;
  return `${one ? "Cause" : "Causes"} (${causes.length}): fix ${one ? "it" : "these"} first; each is one deviation, with the checks that showed it and the checks it blocked`;
}
function routeLines(routes, indent = "  ") {
  const used = routes.filter((health) => health.requests > 0 || health.notSent > 0);
  const width = Math.max(0, ...used.map((health) => health.route.length));
  const lines = used.map((health) => {
    const faults = [
      ...health.transportErrors ? [`${health.transportErrors} no answer`] : [],
      ...health.notSent ? [`${health.notSent} not sent`] : []
    ];
    const slowest = health.slowest ? `slowest ${formatDuration(health.slowest.durationMs)}` : "";
    const mark = isUnhealthy(health) ? "\u2717" : " ";
    const row2 = `${indent}${mark} ${health.route.padEnd(width)}  ${String(health.requests).padStart(4)} sent  ${statusesText(health)}${faults.length ? `  ${faults.join(", ")}` : ""}  ${slowest}`;
    return wrap(row2.trimEnd(), 196)[0];
  });
  const unused = routes.filter(
    (health) => health.documented && health.requests === 0 && health.notSent === 0
  );
  if (unused.length > 0) {
    lines.push(
      ...wrap(`not requested: ${unused.map((health) => health.route).join(", ")}`, 190).map(
        (l) => `${indent}  ${l}`
      )
    );
  }
  return lines;
}

// conformance/reporters/ctrf.ts
var ctrfSpecVersion = "0.0.0";
var ctrfStatus = {
  passed: "passed",
  warned: "passed",
  failed: "failed",
  skipped: "skipped",
  blocked: "other"
};
function messageOf(result) {
  if (result.status === "failed" && result.failure) {
    return `expected ${result.failure.expected}; received ${result.failure.received}`;
  }
  if (result.status === "skipped" || result.status === "blocked") return result.reason;
  if (result.warnings?.length) {
    return result.warnings.map((w) => `warning: expected ${w.expected}; received ${w.received}`).join("\n");
  }
  return void 0;
}
function testOf(result, api) {
  const message = messageOf(result);
  const curl = result.failure?.curl ?? result.warnings?.[0]?.curl;
  return {
    name: `[${result.id}] ${result.title}`,
    status: ctrfStatus[result.status],
    duration: Math.round(result.durationMs),
    ...result.status === ctrfStatus[result.status] ? {} : { rawStatus: result.status },
    ...message ? { message } : {},
    ...curl ? { trace: `reproduce: ${curl}` } : {},
    suite: [`conformance ${api}`, result.source],
    tags: [result.level],
    labels: {
      id: result.id,
      level: result.level,
      rule: result.rule,
      ...result.cause ? { cause: result.cause } : {}
    }
  };
}
function renderCtrf(report) {
  const tests = report.results.map((result) => testOf(result, report.api));
  const count = (status) => tests.filter((test) => test.status === status).length;
  const start = Date.parse(report.startedAt);
  const causes = causesIn(report).map((cause) => ({ ...cause, title: causeTitle(cause) }));
  const document2 = {
    reportFormat: "CTRF",
    specVersion: ctrfSpecVersion,
    ...report.runId ? { runId: report.runId } : {},
    timestamp: new Date(start + report.durationMs).toISOString(),
    generatedBy: "contract-kit conformance",
    results: {
      tool: { name: "contract-kit conformance" },
      summary: {
        tests: tests.length,
        passed: count("passed"),
        failed: count("failed"),
        skipped: count("skipped"),
        pending: 0,
        other: count("other"),
        start,
        stop: start + report.durationMs,
        duration: report.durationMs
      },
      tests,
      environment: { extra: { api: report.api, baseUrl: report.baseUrl, level: report.level } },
      extra: {
        causes,
        ...report.routes ? { routes: report.routes } : {},
        ...report.unjudgeable ? { unjudgeable: report.unjudgeable } : {},
        ...report.errors.length ? { errors: report.errors } : {},
        ...report.coverage ? { coverage: report.coverage } : {}
      }
    }
  };
  return jsonText(document2);
}

// conformance/result.ts
var exitCodes = {
  /** Every check passed, warned (without --strict) or was skipped for a stated reason. */
  passed: 0,
  /**
   * A check failed or was blocked (something it rests on failed), a warning with --strict,
   * coverage below --min-coverage, or the run itself broke.
   */
  failed: 1,
  /** Usage error: a flag or variable that cannot run. */
  usage: 2,
  /** Could not judge: the preflight found the target unreachable, not this API, or refusing the credentials. */
  unjudgeable: 3
};
function summarise(results) {
  const counts = { passed: 0, failed: 0, warned: 0, skipped: 0, blocked: 0 };
  for (const result of results) counts[result.status]++;
  return counts;
}
function summaryLine(results, style2 = (_status, text) => text) {
  const counts = summarise(results);
  const parts = [
    ["passed", `${counts.passed} passed`],
    ["failed", `${counts.failed} failed`],
    ["warned", `${counts.warned} ${counts.warned === 1 ? "warning" : "warnings"}`],
    ["skipped", `${counts.skipped} skipped`],
    ...counts.blocked > 0 ? [["blocked", `${counts.blocked} blocked`]] : []
  ];
  return parts.map(([status, text]) => counts[status] > 0 ? style2(status, text) : text).join(", ");
}
function exitCodeOf(report) {
  if (report.unjudgeable) return exitCodes.unjudgeable;
  if (isBelowCoverage(report)) return exitCodes.failed;
  const failed = report.results.some(
    (result) => result.status === "failed" || // Blocked: not judged because something it rests on failed, which is itself a failure.
    result.status === "blocked" || report.strict && result.status === "warned"
  );
  return failed || report.errors.length > 0 ? exitCodes.failed : exitCodes.passed;
}
function isBelowCoverage(report) {
  return report.minCoverage !== void 0 && (report.coverage?.percent ?? 0) < report.minCoverage;
}

// conformance/reporters/coverage-table.ts
function coverageLines(coverage) {
  const width = Math.max(...coverage.operations.map((operation) => operation.operationId.length));
  return coverage.operations.map((operation) => {
    const statuses = operation.statuses.map((entry) => `${entry.status}${entry.observed ? "\u2713" : "\xB7"}`).join(" ");
    const extra = operation.undocumented.length > 0 ? ` undocumented ${operation.undocumented.join(",")}` : "";
    const parameters = Object.entries(operation.parameters).map(([name, values2]) => `${name}(${values2.join(", ")})`).join(", ");
    return `${operation.operationId.padEnd(width)}  ${statuses}${extra}${parameters ? `  ${parameters}` : ""}`;
  });
}
function coverageHeadline(coverage, minCoverage) {
  const gate = minCoverage === void 0 ? "" : coverage.percent < minCoverage ? `, below --min-coverage ${minCoverage}%` : `, at least --min-coverage ${minCoverage}%`;
  return `coverage ${coverage.covered}/${coverage.total} documented (operation, status) pairs seen (${coverage.percent}%${gate})`;
}

// conformance/reporters/html.ts
var style = `
body{font:14px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#1d1d1f}
h1{font-size:1.4rem}h2{font-size:1.1rem;margin-top:2rem}
.meta{color:#555}.counts span{display:inline-block;margin-right:1rem;font-weight:600}
.passed{color:#1a7f37}.failed,.blocked{color:#cf222e}
.cause{border-left:4px solid #cf222e;padding:.25rem 1rem;margin:.5rem 0;background:#fff0f0}.cause h3{margin:.25rem 0;font-size:1rem}.cause p{margin:.25rem 0;overflow-wrap:anywhere}.skipped{color:#6e7781}.warned{color:#9a6700}
.warning{border-left:4px solid #d4a72c;padding:.25rem 1rem;margin:1rem 0;background:#fffbeb}
.rule{border-left:4px solid #cf222e;padding:.25rem 1rem;margin:1rem 0;background:#fff8f8}
.rule q{color:#555}
pre{white-space:pre-wrap;word-break:break-all;background:#f6f8fa;padding:.5rem;border-radius:4px;margin:.25rem 0}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.3rem .5rem;border-bottom:1px solid #ddd;vertical-align:top}
code{font-size:12px}`;
function failureBlock(result) {
  const f = result.failure;
  return `<details open><summary><b class="failed">\u2717 [${escapeMarkup(result.id)}]</b> ${escapeMarkup(result.title)}</summary>
<div>expected</div><pre>${escapeMarkup(f?.expected ?? "")}</pre>
<div>received</div><pre>${escapeMarkup(f?.received ?? "")}</pre>
${f?.curl ? `<div>reproduce</div><pre>${escapeMarkup(f.curl)}</pre>` : ""}</details>`;
}
function warningBlock(result) {
  const items2 = (result.warnings ?? []).map(
    (w) => `<div>expected</div><pre>${escapeMarkup(w.expected)}</pre><div>received</div><pre>${escapeMarkup(w.received)}</pre>${w.curl ? `<div>reproduce</div><pre>${escapeMarkup(w.curl)}</pre>` : ""}`
  );
  return `<section class="warning"><b class="warned">! [${escapeMarkup(result.id)}]</b> ${escapeMarkup(result.title)}<br><q>${escapeMarkup(result.rule)}</q>${items2.join("")}</section>`;
}
function headline(problem) {
  const first = (problem.split("\n")[0] ?? "").replace(
    /\[[^[\]]{40,}\]/g,
    (list) => `[${list.split(",").length} values]`
  );
  const text = first.length > 200 ? `${first.slice(0, 199)}\u2026` : first;
  return { text, cut: text !== problem };
}
function affected(failed, blocked) {
  return [...failed ? [`failed ${failed}`] : [], ...blocked ? [`blocked ${blocked}`] : []].join(", ");
}
function causesSection(report) {
  const causes = causesIn(report);
  if (causes.length === 0) return "";
  const blocks = causes.map((cause, index) => {
    const { text, cut } = headline(cause.problem);
    const folded = [
      ...cut ? [`<pre>${escapeMarkup(cause.problem)}</pre>`] : [],
      ...cause.curl ? [`<div>reproduce</div><pre>${escapeMarkup(cause.curl)}</pre>`] : [],
      ...cause.routes ? [`<div>its findings point at ${escapeMarkup(cause.routes.join(", "))}</div>`] : [],
      ...cause.failed.length ? [`<div>failed (${cause.failed.length}): ${escapeMarkup(cause.failed.join(", "))}</div>`] : [],
      ...cause.blocked.length ? [`<div>blocked (${cause.blocked.length}): ${escapeMarkup(cause.blocked.join(", "))}</div>`] : []
    ];
    const label = [
      affected(cause.failed.length, cause.blocked.length),
      ...cause.curl ? ["reproduce"] : []
    ].join(" \xB7 ");
    return `<section class="cause"><h3>${index + 1}. ${escapeMarkup(causeTitle(cause))}</h3><p>${escapeMarkup(text)}</p>
<details><summary>${escapeMarkup(label || "details")}</summary>${folded.join("\n")}</details></section>`;
  });
  return `<h2 id="causes" class="failed">${escapeMarkup(causesHeading(causes))}</h2>
${blocks.join("\n")}`;
}
function routesSection(report) {
  const used = (report.routes ?? []).filter((health) => health.requests > 0 || health.notSent > 0);
  if (used.length === 0) return "";
  const rows = used.map(
    (health) => `<tr><td class="${isUnhealthy(health) ? "failed" : ""}"><code>${escapeMarkup(health.route)}</code>${health.documented ? "" : " <small>(undocumented)</small>"}</td><td>${health.requests}</td><td>${escapeMarkup(statusesText(health))}</td><td>${health.transportErrors}${health.firstError ? `<br><small>${escapeMarkup(health.firstError)}</small>` : ""}</td><td>${health.notSent}</td><td>${health.slowest ? `${formatDuration(health.slowest.durationMs)}${health.slowest.checkId ? ` <small>${escapeMarkup(health.slowest.checkId)}</small>` : ""}` : ""}</td></tr>`
  );
  return `<h2>Routes</h2><table id="routes"><thead><tr><th>route</th><th>sent</th><th>statuses</th><th>no answer</th><th>not sent</th><th>slowest</th></tr></thead>
<tbody>${rows.join("\n")}</tbody></table>`;
}
function coverageSection(report) {
  const coverage = report.coverage;
  if (!coverage) return "";
  const rows = coverage.operations.map((operation) => {
    const statuses = operation.statuses.map(
      (entry) => `<span class="${entry.observed ? "passed" : "skipped"}">${escapeMarkup(entry.status)}${entry.observed ? "\u2713" : "\xB7"}</span>`
    ).join(" ");
    const parameters = Object.entries(operation.parameters).map(([name, values2]) => `<code>${escapeMarkup(name)}</code> ${escapeMarkup(values2.join(", "))}`).join("<br>");
    return `<tr><td><code>${escapeMarkup(operation.operationId)}</code><br><small>${escapeMarkup(operation.method)} ${escapeMarkup(operation.path)}</small></td><td>${statuses}${operation.undocumented.length ? `<br><small class="failed">undocumented ${escapeMarkup(operation.undocumented.join(", "))}</small>` : ""}</td><td>${parameters}</td><td><small>${escapeMarkup(operation.checks.join(", "))}</small></td></tr>`;
  });
  const headline2 = coverageHeadline(coverage, report.minCoverage);
  return `<h2>Coverage</h2><p class="${isBelowCoverage(report) ? "failed" : "meta"}">${escapeMarkup(headline2)}</p>
<table id="coverage"><thead><tr><th>operation</th><th>documented statuses seen</th><th>parameters sent</th><th>checks</th></tr></thead>
<tbody>${rows.join("\n")}</tbody></table>`;
}
function row(result) {
  const detail = result.status === "skipped" || result.status === "blocked" ? escapeMarkup(result.reason ?? "") : result.status !== "passed" ? "see above" : "";
  return `<tr><td class="${result.status}">${result.status}</td><td><code>${escapeMarkup(result.id)}</code></td><td>${escapeMarkup(result.level)}</td><td>${escapeMarkup(result.title)}<br><small>${escapeMarkup(result.source)}: \u201C${escapeMarkup(result.rule)}\u201D</small></td><td>${formatDuration(result.durationMs)}</td><td>${detail}</td></tr>`;
}
function renderHtml(report) {
  const counts = summarise(report.results);
  const groups = failuresByRule(report.results).map(
    (group) => `<section class="rule"><h3>${escapeMarkup(group.source)}</h3><q>${escapeMarkup(group.rule)}</q>${group.results.map(failureBlock).join("\n")}</section>`
  ).join("\n");
  const errors = report.errors.map((error) => `<pre class="failed">${escapeMarkup(error)}</pre>`).join("\n");
  const warnings = report.results.filter((result) => result.warnings?.length).map(warningBlock).join("\n");
  const unjudgeable = report.unjudgeable ? `<h2 class="failed">Could not judge (${escapeMarkup(report.unjudgeable.problem)})</h2><p>No check ran: the run stopped at its first requests.</p><pre>${escapeMarkup(report.unjudgeable.message)}</pre><p><strong>Next:</strong> ${escapeMarkup(report.unjudgeable.nextStep ?? "")}</p>${report.unjudgeable.curl ? `<pre>${escapeMarkup(report.unjudgeable.curl)}</pre>` : ""}` : "";
  const checks = report.unjudgeable ? "" : `${coverageSection(report)}
<h2>All checks</h2>
<table id="checks"><thead><tr><th>status</th><th>id</th><th>level</th><th>rule</th><th>time</th><th>note</th></tr></thead>
<tbody>${report.results.map(row).join("\n")}</tbody></table>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Conformance ${escapeMarkup(report.api)}: ${report.unjudgeable ? "could not judge" : counts.failed + counts.blocked > 0 ? `${counts.failed} failed${counts.blocked > 0 ? `, ${counts.blocked} blocked` : ""}` : "passed"}</title>
<style>${style}</style></head><body>
<h1>contract-kit conformance: ${escapeMarkup(report.api)}</h1>
<p class="meta">${escapeMarkup(report.baseUrl)}${report.proxy ? ` through the proxy ${escapeMarkup(report.proxy)}` : ""} \xB7 level ${escapeMarkup(report.level)}${report.strict ? " \xB7 strict" : ""} \xB7 run ${escapeMarkup(report.runId)} \xB7 started ${escapeMarkup(report.startedAt)} \xB7 ${formatDuration(report.durationMs)}</p>
${report.unjudgeable ? "" : `<p class="counts"><span class="passed">${counts.passed} passed</span><span class="failed">${counts.failed} failed</span><span class="warned">${counts.warned} ${counts.warned === 1 ? "warning" : "warnings"}</span><span class="skipped">${counts.skipped} skipped</span>${counts.blocked ? `<span class="blocked">${counts.blocked} blocked</span>` : ""}</p>`}
${causesSection(report)}
${routesSection(report)}
${unjudgeable}
${errors ? `<h2>Run errors</h2>${errors}` : ""}
${groups ? `<h2>Failures by rule</h2>${groups}` : ""}
${warnings ? `<h2>Warnings</h2><p class="meta">Questionable behaviour the documents do not forbid; ${report.strict ? "it fails the run (--strict)" : "it fails the run only with --strict"}.</p>${warnings}` : ""}
${checks}
</body></html>
`;
}

// conformance/reporters/json.ts
function renderJson(report) {
  const { results, causes: _causes, routes, ...run } = report;
  const opening = { causes: causesIn(report), ...routes ? { routes } : {} };
  return jsonText({ ...opening, ...run, summary: summarise(results), results });
}

// conformance/reporters/junit.ts
function seconds(ms) {
  return (ms / 1e3).toFixed(3);
}
function testcase(result, api) {
  const open = `    <testcase classname="${escapeMarkup(`conformance.${api}.${result.source}`)}" name="${escapeMarkup(`[${result.id}] ${result.title}`)}" time="${seconds(result.durationMs)}"`;
  const warnings = (result.warnings ?? []).map((warning, index) => [
    `      <property name="warning.${index + 1}" value="${escapeMarkup(`expected ${warning.expected}; received ${warning.received}${warning.curl ? `; reproduce: ${warning.curl}` : ""}`)}"/>`
  ]);
  const warned = warnings.length > 0 ? `
    <properties>
${warnings.join("\n")}
    </properties>` : "";
  if (result.status === "passed") return `${open}/>`;
  if (result.status === "warned") {
    const text2 = (result.warnings ?? []).map(
      (w) => `warning: expected ${w.expected}; received ${w.received}${w.curl ? `
reproduce: ${w.curl}` : ""}`
    );
    return `${open}>${warned}
      <system-out>${escapeMarkup(text2.join("\n"))}</system-out>
    </testcase>`;
  }
  if (result.status === "skipped")
    return `${open}>
      <skipped message="${escapeMarkup(result.reason ?? "")}"/>
    </testcase>`;
  if (result.status === "blocked") {
    const text2 = [
      result.reason ?? "blocked",
      ...result.failure?.curl ? [`reproduce: ${result.failure.curl}`] : []
    ];
    return `${open}>
      <error type="blocked" message="${escapeMarkup((result.reason ?? "blocked").slice(0, 1e3))}">${escapeMarkup(text2.join("\n"))}</error>
    </testcase>`;
  }
  const failure = result.failure;
  const message = `expected ${failure?.expected ?? ""}; received ${failure?.received ?? ""}`;
  const text = [
    `rule (${result.source}): ${result.rule}`,
    `expected: ${failure?.expected ?? ""}`,
    `received: ${failure?.received ?? ""}`,
    ...failure?.curl ? [`reproduce: ${failure.curl}`] : []
  ].join("\n");
  return `${open}>${warned}
      <failure message="${escapeMarkup(message.slice(0, 1e3))}" type="ConformanceFailure">${escapeMarkup(text)}</failure>
    </testcase>`;
}
function renderJunit(report) {
  const counts = summarise(report.results);
  const unjudgeable = report.unjudgeable ? [
    `    <testcase classname="conformance.${report.api}" name="preflight"><error type="${escapeMarkup(report.unjudgeable.problem)}" message="${escapeMarkup(report.unjudgeable.message.slice(0, 1e3))}">${escapeMarkup(`could not judge: ${report.unjudgeable.message}${report.unjudgeable.curl ? `
reproduce: ${report.unjudgeable.curl}` : ""}`)}</error></testcase>`
  ] : [];
  const errors = report.errors.map(
    (error) => `    <testcase classname="conformance.${report.api}" name="run"><error message="${escapeMarkup(error.slice(0, 1e3))}">${escapeMarkup(error)}</error></testcase>`
  );
  const causes = causesIn(report).map((cause, index) => [
    `cause.${index + 1}`,
    `${causeTitle(cause)}: ${cause.problem}; failed: ${cause.failed.join(", ") || "none"}; blocked: ${cause.blocked.join(", ") || "none"}${cause.curl ? `; reproduce: ${cause.curl}` : ""}`
  ]);
  const routes = (report.routes ?? []).filter((health) => health.requests > 0 || health.notSent > 0).map((health) => [
    `route.${health.route}`,
    `sent ${health.requests}; statuses ${Object.entries(health.statuses).map(([s, n]) => `${s}\xD7${n}`).join(" ") || "-"}; no answer ${health.transportErrors}; not sent ${health.notSent}; slowest ${health.slowest?.durationMs ?? 0} ms`
  ]);
  const properties = [
    ...causes,
    ...routes,
    ["baseUrl", report.baseUrl],
    ["level", report.level],
    ["runId", report.runId],
    ["strict", String(report.strict)],
    ["warnings", String(counts.warned)],
    ...report.coverage ? [
      ["coverage.percent", String(report.coverage.percent)],
      ["coverage.covered", String(report.coverage.covered)],
      ["coverage.total", String(report.coverage.total)],
      ...report.minCoverage === void 0 ? [] : [["coverage.minimum", String(report.minCoverage)]],
      ...report.coverage.operations.map((operation) => [
        `coverage.${operation.operationId}`,
        operation.statuses.map((entry) => `${entry.status}${entry.observed ? "" : " (not seen)"}`).join(", ")
      ])
    ] : []
  ].map(([name, value]) => `      <property name="${escapeMarkup(name ?? "")}" value="${escapeMarkup(value ?? "")}"/>`);
  const extra = report.errors.length + unjudgeable.length;
  const errorCount = extra + counts.blocked;
  const attributes = `tests="${report.results.length + extra}" failures="${counts.failed}" errors="${errorCount}" skipped="${counts.skipped}" time="${seconds(report.durationMs)}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract-kit conformance" ${attributes}>`,
    `  <testsuite name="conformance ${report.api}" ${attributes} timestamp="${report.startedAt.replace(/\.\d+Z$/, "")}">`,
    "    <properties>",
    ...properties,
    "    </properties>",
    ...report.results.map((result) => testcase(result, report.api)),
    ...unjudgeable,
    ...errors,
    "  </testsuite>",
    "</testsuites>",
    ""
  ].join("\n");
}

// conformance/reporters/write-reports.ts
var reporterNames = ["pretty", "json", "junit", "html", "ctrf", "github"];
function isFileReporter(name) {
  return name !== "pretty" && name !== "github";
}
var reportFileNames = {
  json: "conformance.json",
  junit: "conformance.junit.xml",
  html: "conformance.html",
  ctrf: "conformance.ctrf.json"
};
var defaultOutputDirectory = "conformance-report";
var renderers = {
  json: renderJson,
  junit: renderJunit,
  html: renderHtml,
  ctrf: renderCtrf
};
async function isDirectory(path2) {
  return stat(path2).then(
    (info) => info.isDirectory(),
    () => false
  );
}
async function reportTargets(reporters, output, cwd) {
  const files = [...new Set(reporters.filter(isFileReporter))];
  const targets = /* @__PURE__ */ new Map();
  const [only] = files;
  if (output === "-" && only) return targets.set(only, "-");
  const path2 = resolve(cwd, output ?? defaultOutputDirectory);
  if (files.length === 1 && only && output && extname(output) !== "" && !await isDirectory(path2)) {
    return targets.set(only, path2);
  }
  for (const name of files) targets.set(name, join(path2, reportFileNames[name]));
  return targets;
}
async function writeReports(report, targets, stdout) {
  const written = [];
  for (const [name, target] of targets) {
    const text = renderers[name](report);
    if (target === "-") {
      stdout.write(text);
      continue;
    }
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, text);
    written.push(target);
  }
  return written;
}

// src/cli/conformance/parse-args.ts
import { accessSync, constants, statSync } from "node:fs";
import { parseArgs } from "node:util";

// conformance/define-check.ts
var idPattern = /^(MEM|REL)-[A-Z0-9]+(-[A-Z0-9]+)*$/;
function defineCheck(spec) {
  const prefix = spec.api === "memory" ? "MEM-" : "REL-";
  if (!idPattern.test(spec.id) || !spec.id.startsWith(prefix)) {
    throw new TypeError(`check id ${JSON.stringify(spec.id)} must look like ${prefix}WORD-WORD`);
  }
  if (![spec.rule, spec.source, spec.title, spec.why].every((text) => text.trim())) {
    throw new TypeError(`check ${spec.id} needs a title, a source, a quoted rule and a why`);
  }
  const foreign = (spec.restsOn ?? []).filter(
    (id) => id === spec.id || !idPattern.test(id) || !id.startsWith(prefix)
  );
  if (foreign.length > 0) {
    throw new TypeError(
      `check ${spec.id} cannot rest on ${foreign.join(", ")}: name other ${prefix}\u2026 checks`
    );
  }
  if (spec.advisory && spec.level !== "kit") {
    throw new TypeError(`check ${spec.id}: only a kit check can be advisory at the documented level`);
  }
  return Object.freeze({
    ...spec,
    advisory: spec.advisory ?? false,
    requires: Object.freeze([...spec.requires ?? []]),
    restsOn: Object.freeze([...spec.restsOn ?? []])
  });
}

// conformance/checks/memory/support/memory-api.ts
function successBody(ctx, result) {
  const exchange = ctx.exchangeOf(result.response);
  ctx.expectStatus(exchange, "success");
  const body = result.data;
  ctx.expect(body !== null && typeof body === "object", "a JSON object body", void 0, exchange);
  return [body, exchange];
}
async function createAnchor(ctx, what, client = ctx.memory) {
  const result = await client.POST("/v1/anchors", {
    body: {
      name: ctx.label(what),
      type: "conformance",
      metadata: { lane: "conformance", service_source: "ck-conformance" }
    }
  });
  const [body, exchange] = successBody(ctx, result);
  ctx.expect(typeof body.anchor_id === "string", "anchor_id (string) in the response", void 0, exchange);
  return { anchorId: body.anchor_id, exchange };
}
async function storeAtoms(ctx, anchorId, content, options = {}) {
  const client = options.client ?? ctx.memory;
  const result = await client.POST("/v1/atoms", {
    body: {
      anchor_id: anchorId,
      content,
      source_type: "text",
      metadata: { atom_type: "fact" },
      chunking: options.chunking ?? { enabled: false }
    }
  });
  const [body, exchange] = successBody(ctx, result);
  const ids = body.atom_ids;
  ctx.expect(
    Array.isArray(ids) && ids.every((id) => typeof id === "string"),
    "atom_ids, an array of strings",
    void 0,
    exchange
  );
  return { atomIds: ids, storedCount: body.stored_count, exchange };
}
async function storeEach(ctx, anchorId, contents) {
  const ids = [];
  for (const content of contents) {
    const { atomIds, exchange } = await storeAtoms(ctx, anchorId, content);
    ctx.expect(atomIds.length === 1, "one atom for one content with chunking disabled", void 0, exchange);
    ids.push(atomIds[0]);
  }
  return ids;
}
function isItem(value) {
  const item = value;
  return typeof item?.atom_id === "string" && typeof item.content === "string" && typeof item.score === "number";
}
async function recall(ctx, anchorId, query2, limit, client = ctx.memory) {
  const result = await client.POST("/v1/recall", {
    body: { anchor_id: anchorId, query: query2, ...limit === void 0 ? {} : { limit } }
  });
  const [body, exchange] = successBody(ctx, result);
  const items2 = body.items;
  ctx.expect(
    Array.isArray(items2) && items2.every(isItem),
    "items: an array of {atom_id: string, content: string, score: number}",
    void 0,
    exchange
  );
  ctx.expect(typeof body.session_id === "string", "session_id (string) in the response", void 0, exchange);
  return { items: items2, sessionId: body.session_id, exchange };
}
async function sendFeedback(ctx, sessionId, success, atomIds, client = ctx.memory) {
  const result = await client.POST("/v1/feedback", {
    body: { session_id: sessionId, success, used_memory_atom_ids: [...atomIds] }
  });
  return successBody(ctx, result)[1];
}
function unknownId() {
  return crypto.randomUUID();
}
var uuidPattern = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
function ownHeadersOf(ctx) {
  return { authorization: `Bearer ${ctx.options.apiKey}`, "x-workspace-id": ctx.options.workspace };
}
var storedCountDeviation = "stored_count is not the length of atom_ids";

// conformance/checks/memory/anchor-fields.ts
var anchor_fields_default = defineCheck({
  id: "MEM-ANCHOR-FIELDS",
  title: "a created anchor comes back with the name, type and metadata it was created with",
  api: "memory",
  level: "documented",
  source: "Endpoints: Runtime endpoints",
  rule: "POST /v1/anchors | request body: name (string), type (string), metadata (object) | response body: anchor_id, name, type, metadata",
  why: "implied: the response is the anchor that was created; a name, type or metadata key different from the request's is not that anchor. Extra metadata keys the service adds are allowed.",
  run: async (ctx) => {
    const sent = {
      name: ctx.label("fields"),
      type: "conformance",
      metadata: { lane: "conformance", service_source: "ck-conformance" }
    };
    const exchange = await ctx.send({
      method: "POST",
      path: "/v1/anchors",
      headers: ownHeadersOf(ctx),
      json: sent
    });
    ctx.expectStatus(exchange, "success");
    const body = ctx.json(exchange);
    const metadata = body.metadata ?? {};
    const same = body.name === sent.name && body.type === sent.type && Object.entries(sent.metadata).every(([key, value]) => metadata[key] === value);
    ctx.expect(
      same,
      `name ${JSON.stringify(sent.name)}, type "conformance", metadata with ${JSON.stringify(sent.metadata)}`,
      `name ${JSON.stringify(body.name)}, type ${JSON.stringify(body.type)}, metadata ${JSON.stringify(body.metadata)}`,
      exchange
    );
  }
});

// conformance/checks/memory/anchor-not-found-atoms.ts
var anchor_not_found_atoms_default = defineCheck({
  id: "MEM-ANCHOR-404-ATOMS",
  title: "POST /v1/atoms into an unknown anchor is 404 not_found",
  api: "memory",
  level: "documented",
  source: "Endpoints: Runtime endpoints, rule 4",
  rule: "An unknown anchor, or an unknown recall session, yields 404.",
  why: "documented: Endpoints, rule 4, and the Errors table (404 not_found).",
  run: async (ctx) => {
    const result = await ctx.memory.POST("/v1/atoms", {
      body: { anchor_id: unknownId(), content: ctx.label("orphan"), chunking: { enabled: false } }
    });
    ctx.expectError(ctx.exchangeOf(result.response), 404, "not_found");
  }
});

// conformance/checks/memory/anchor-not-found-recall.ts
var anchor_not_found_recall_default = defineCheck({
  id: "MEM-ANCHOR-404-RECALL",
  title: "POST /v1/recall on an unknown anchor is 404 not_found",
  api: "memory",
  level: "documented",
  source: "Endpoints: Runtime endpoints, rule 4",
  rule: "An unknown anchor, or an unknown recall session, yields 404.",
  why: "documented: Endpoints, rule 4.",
  run: async (ctx) => {
    const result = await ctx.memory.POST("/v1/recall", {
      body: { anchor_id: unknownId(), query: "anything at all", limit: 5 }
    });
    ctx.expectError(ctx.exchangeOf(result.response), 404, "not_found");
  }
});

// conformance/failure.ts
var ConformanceFailure = class extends Error {
  name = "ConformanceFailure";
  checkId;
  rule;
  expected;
  received;
  /** Reproduces the request that showed the problem; absent when no single request did. */
  curl;
  /** `METHOD /path` of that request, when known. */
  operation;
  /** What deviated, apart from the check (see FailureDetail.deviation). */
  deviation;
  constructor(fields3) {
    super(`[${fields3.checkId}] expected ${fields3.expected}; received ${fields3.received}`);
    this.checkId = fields3.checkId;
    this.rule = fields3.rule;
    this.expected = fields3.expected;
    this.received = fields3.received;
    this.curl = fields3.curl;
    this.operation = fields3.operation;
    this.deviation = fields3.deviation;
  }
  /** A plain object for reporters. */
  toJSON() {
    return {
      expected: this.expected,
      received: this.received,
      ...this.curl ? { curl: this.curl } : {},
      ...this.operation ? { operation: this.operation } : {},
      ...this.deviation ? { deviation: this.deviation } : {}
    };
  }
};
var TransportError = class extends Error {
  constructor(message, curl) {
    super(message);
    this.curl = curl;
  }
  curl;
  name = "TransportError";
};
function isConformanceFailure(error) {
  return error instanceof Error && error.name === "ConformanceFailure" && "checkId" in error;
}

// conformance/http/exchange.ts
function jsonOf(exchange) {
  if (!exchange.bodyText) return void 0;
  try {
    return JSON.parse(exchange.bodyText);
  } catch {
    return void 0;
  }
}
function isJsonContentType(exchange) {
  const type = (exchange.responseHeaders["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || type.startsWith("application/") && type.endsWith("+json");
}
function clip(text, max = 400) {
  return text.length <= max ? text : `${text.slice(0, max)}\u2026 (${text.length} chars)`;
}
function describeResponse(exchange) {
  if (exchange.status === void 0) return `no response: ${exchange.error ?? "unknown error"}`;
  const type = exchange.responseHeaders["content-type"] ?? "no content-type";
  const body = exchange.bodyText ? clip(exchange.bodyText) : "(empty body)";
  return `${exchange.status} ${type} ${body}`;
}

// conformance/assertions.ts
function pathOf(exchange) {
  const url = new URL(exchange.url);
  return url.pathname + url.search;
}
function caseRouteOf(exchange) {
  const { pathname } = new URL(exchange.url);
  const path2 = pathname.replace(/\/(\d+|[0-9a-fA-F]{8}-[0-9a-fA-F-]{27})(?=\/|$)/g, "/{id}");
  return `${exchange.method} ${path2}`;
}
function detailOf(expected, received, exchange, deviation) {
  return {
    expected,
    received,
    ...exchange ? { curl: exchange.curl, operation: `${exchange.method} ${pathOf(exchange)}` } : {},
    ...deviation ? { deviation } : {}
  };
}
function refusalDeviation(exchange, status, code, what) {
  const got = exchange.status;
  const body = jsonOf(exchange);
  const gotCode = typeof body?.error === "string" ? body.error : void 0;
  if (got === void 0) return void 0;
  if (got < 400) return `served instead of refused: ${what}`;
  if (got >= 500) return `${got} for client input`;
  if (got !== status) return `${status}${code ? ` ${code}` : ""} answered ${got}`;
  if (gotCode === void 0 || typeof body?.message !== "string") return errorShapeDeviation;
  if (code !== void 0 && gotCode !== code) return errorCodeDeviation;
  return void 0;
}
var validRefused = (status) => `a valid request refused with ${status}`;
var notUuidDeviation = "schema: an identifier is not in UUID format";
var errorCodeDeviation = "error-code: not the code the document pairs with the status";
var errorShapeDeviation = 'schema: error body is not {"error": <string>, "message": <string>}';
function createAssertions(check3, warnings, findings = []) {
  const fail = (expected, received, exchange, deviation) => {
    throw new ConformanceFailure({
      checkId: check3.id,
      rule: check3.rule,
      ...detailOf(expected, received, exchange, deviation)
    });
  };
  const expect = (condition, expected, received, exchange) => {
    if (condition) return;
    const text = typeof received === "function" ? received() : received;
    fail(expected, text ?? (exchange ? describeResponse(exchange) : "something else"), exchange);
  };
  return {
    fail,
    flag: (expected, received, exchange, deviation, cause) => void findings.push({
      ...detailOf(expected, received, exchange, deviation),
      ...cause ? { cause } : {}
    }),
    expect,
    warn: (expected, received, exchange) => void warnings.push(detailOf(expected, received, exchange)),
    expectStatus(exchange, want) {
      const status = exchange.status ?? 0;
      const wanted = want === "success" ? [] : [want].flat();
      const ok = want === "success" ? status >= 200 && status < 300 : wanted.includes(status);
      if (ok) return;
      const single = wanted.length === 1 && (wanted[0] ?? 0) >= 400 ? wanted[0] : void 0;
      const refusedValid = want === "success" && status >= 400 && status < 500;
      const deviation = refusedValid ? validRefused(status) : single === void 0 ? void 0 : refusalDeviation(exchange, single, void 0, `${single} on ${caseRouteOf(exchange)}`);
      const expected = want === "success" ? "a 2xx success" : `status ${wanted.join(" or ")}`;
      fail(expected, describeResponse(exchange), exchange, deviation);
    },
    expectError(exchange, status, code) {
      const body = jsonOf(exchange);
      const ok = exchange.status === status && body?.error === code && typeof body.message === "string";
      if (ok) return;
      const expected = `${status} with body {"error": "${code}", "message": <string>}`;
      const what = `${status} ${code} on ${caseRouteOf(exchange)}`;
      fail(expected, describeResponse(exchange), exchange, refusalDeviation(exchange, status, code, what));
    },
    json(exchange) {
      const body = jsonOf(exchange);
      expect(body !== void 0, "a JSON body", void 0, exchange);
      return body;
    }
  };
}

// conformance/checks/memory/anchor-uuid.ts
var anchor_uuid_default = defineCheck({
  id: "MEM-ANCHOR-UUID",
  title: "POST /v1/anchors assigns a UUID anchor_id, a new one per anchor",
  api: "memory",
  level: "documented",
  source: "Resources and their fields: Anchor",
  rule: "anchor_id | string (UUID format) | assigned by the service",
  why: "documented: anchor_id is a string in UUID format, assigned by the service.",
  run: async (ctx) => {
    const first = await createAnchor(ctx, "first");
    if (!uuidPattern.test(first.anchorId)) {
      const deviation = notUuidDeviation;
      ctx.fail(
        "anchor_id in UUID format",
        `anchor_id ${JSON.stringify(first.anchorId)}`,
        first.exchange,
        deviation
      );
    }
    const second = await createAnchor(ctx, "second");
    ctx.expect(
      second.anchorId !== first.anchorId,
      "a new anchor_id for a new anchor",
      `the same anchor_id ${first.anchorId} twice`,
      second.exchange
    );
  }
});

// conformance/checks/memory/support/texts.ts
var paragraphs = [
  "The customer prefers email over phone calls and answers within a day. Calls before ten are not welcome.",
  "Invoices go to the finance team in Berlin. They need a purchase order number on every invoice they receive.",
  "The support contract renews every March. The account manager asked for a reminder six weeks before renewal.",
  "Their developers deploy on Tuesdays and Thursdays. Maintenance windows must avoid those afternoons entirely.",
  "Security reviews happen each quarter. The last review asked for single sign-on and audit log exports.",
  "The team lead is on parental leave until autumn; her deputy approves changes to the integration meanwhile."
];
function longText(ctx, what) {
  return [...paragraphs, ...paragraphs, ...paragraphs].map((paragraph, index) => `${ctx.label(what)} part ${index + 1}. ${paragraph}`).join("\n\n");
}

// conformance/checks/memory/atom-chunk-size.ts
var atom_chunk_size_default = defineCheck({
  id: "MEM-ATOM-CHUNK-SIZE",
  title: "chunking splits a long text into several atoms of at most max_chars characters",
  api: "memory",
  level: "kit",
  source: "openapi/memory.yaml: Chunking.max_chars (x-inferred)",
  rule: "How content is split is not shown; paragraphs, then sentences, packed up to this size is the common way.",
  why: "the kit's choice: chunk sizes and the max_chars field are not shown in the documents.",
  restsOn: ["MEM-ANCHOR-UUID"],
  run: async (ctx) => {
    const maxChars = 300;
    const { anchorId } = await createAnchor(ctx, "chunk size");
    const text = longText(ctx, "chunk");
    const { atomIds, exchange } = await storeAtoms(ctx, anchorId, text, {
      chunking: { enabled: true, max_chars: maxChars }
    });
    ctx.expect(
      atomIds.length > 1,
      `several atoms for ${text.length} characters with max_chars ${maxChars}`,
      void 0,
      exchange
    );
    const recalled = await recall(ctx, anchorId, "customer invoices contract security", 100);
    const long = recalled.items.filter(
      (item) => atomIds.includes(item.atom_id) && item.content.length > maxChars
    );
    ctx.expect(
      long.length === 0,
      `every chunk at most ${maxChars} characters`,
      () => `chunks of ${long.map((item) => item.content.length).join(", ")} characters`,
      recalled.exchange
    );
  }
});

// conformance/checks/memory/atom-chunked.ts
var atom_chunked_default = defineCheck({
  id: "MEM-ATOM-CHUNKED",
  title: "with chunking enabled a long multi-paragraph text stores one or more distinct UUID atoms",
  api: "memory",
  level: "documented",
  source: "Resources and their fields: Atom",
  rule: "chunking | object | field enabled (boolean) controls whether content is split into several atoms",
  why: "documented: chunking.enabled controls whether content is split into several atoms; every atom has a UUID atom_id. Chunk sizes are not shown, so one atom for a long text is a warning.",
  restsOn: ["MEM-ANCHOR-UUID"],
  run: async (ctx) => {
    const { anchorId } = await createAnchor(ctx, "chunked");
    const { atomIds, storedCount, exchange } = await storeAtoms(ctx, anchorId, longText(ctx, "chunked"), {
      chunking: { enabled: true }
    });
    const distinct = new Set(atomIds);
    if (atomIds.length < 1 || storedCount !== atomIds.length) {
      ctx.fail(
        "one or more atoms, stored_count equal to the length of atom_ids",
        `stored_count ${JSON.stringify(storedCount)}, ${atomIds.length} atom_ids ${JSON.stringify(atomIds)}`,
        exchange,
        // The count rule MEM-ATOM-COUNT judges: a wrong count seen here too is that one cause.
        atomIds.length < 1 ? void 0 : storedCountDeviation
      );
    }
    if (atomIds.length === 1) {
      ctx.warn(
        "several atoms for a long multi-paragraph text with chunking enabled",
        `one atom: ${JSON.stringify(atomIds)}`,
        exchange
      );
    }
    ctx.expect(
      distinct.size === atomIds.length && atomIds.every((id) => uuidPattern.test(id)),
      "distinct atom ids in UUID format",
      `atom_ids ${JSON.stringify(atomIds)}`,
      exchange
    );
  }
});

// conformance/checks/memory/atom-count.ts
var atom_count_default = defineCheck({
  id: "MEM-ATOM-COUNT",
  title: "stored_count equals the number of atom_ids, with chunking off and on",
  api: "memory",
  level: "documented",
  source: "Endpoints: Runtime endpoints, rule 1",
  rule: "stored_count is the number of atoms stored by the request; atom_ids lists their identifiers.",
  why: "documented: Endpoints, rule 1.",
  restsOn: ["MEM-ANCHOR-UUID"],
  run: async (ctx) => {
    const { anchorId } = await createAnchor(ctx, "count");
    for (const enabled of [false, true]) {
      const { atomIds, storedCount, exchange } = await storeAtoms(ctx, anchorId, longText(ctx, "count"), {
        chunking: { enabled }
      });
      if (storedCount !== atomIds.length) {
        ctx.fail(
          `stored_count equal to the length of atom_ids (chunking ${enabled ? "on" : "off"})`,
          `stored_count ${JSON.stringify(storedCount)}, ${atomIds.length} atom_ids`,
          exchange,
          storedCountDeviation
        );
      }
    }
  }
});

// conformance/checks/memory/atom-recalled.ts
var atom_recalled_default = defineCheck({
  id: "MEM-ATOM-RECALLED",
  title: "stored atoms come back from recall with their content",
  api: "memory",
  level: "documented",
  source: "What the service does",
  rule: "a client \u2026 stores atoms (units of durable memory) inside an anchor, recalls atoms for an anchor with a query",
  why: 'implied: the service "stores durable memory ... and returns it on request"; an atom that recall never returns for its own words is not stored memory.',
  restsOn: ["MEM-ANCHOR-UUID"],
  run: async (ctx) => {
    const { anchorId } = await createAnchor(ctx, "recalled");
    const words = ["walnut", "harbor", "violet"];
    const contents = words.map((word) => `${ctx.label("note")} about the ${word} project`);
    const ids = await storeEach(ctx, anchorId, contents);
    for (const [index, word] of words.entries()) {
      const recalled = await recall(ctx, anchorId, `${word} project`, 10);
      const item = recalled.items.find((candidate) => candidate.atom_id === ids[index]);
      ctx.expect(
        item,
        `atom ${ids[index]} ("${contents[index]}") among the items recalled for "${word} project"`,
        void 0,
        recalled.exchange
      );
      ctx.expect(
        item.content === contents[index],
        `its content exactly as stored: ${JSON.stringify(contents[index])}`,
        `content ${JSON.stringify(item.content)}`,
        recalled.exchange
      );
    }
  }
});

// conformance/checks/memory/atom-unchunked.ts
var atom_unchunked_default = defineCheck({
  id: "MEM-ATOM-UNCHUNKED",
  title: "with chunking disabled one content stores exactly one atom with a UUID atom_id",
  api: "memory",
  level: "documented",
  source: "Endpoints: Runtime endpoints, rule 1",
  rule: "When chunking is disabled and one content is sent, one atom is stored.",
  why: "documented: Endpoints, rule 1.",
  restsOn: ["MEM-ANCHOR-UUID"],
  run: async (ctx) => {
    const { anchorId } = await createAnchor(ctx, "unchunked");
    const content = [1, 2, 3].map((n) => `${ctx.label("paragraph")} ${n}. ${"Durable memory text. ".repeat(20)}`).join("\n\n");
    const { atomIds, storedCount, exchange } = await storeAtoms(ctx, anchorId, content);
    ctx.expect(
      atomIds.length === 1 && storedCount === 1,
      "stored_count 1 and one id in atom_ids",
      `stored_count ${JSON.stringify(storedCount)}, ${atomIds.length} atom_ids`,
      exchange
    );
    ctx.expect(
      uuidPattern.test(atomIds[0] ?? ""),
      "atom_id in UUID format",
      `atom_ids ${JSON.stringify(atomIds)}`,
      exchange
    );
  }
});

// conformance/checks/memory/support/convenience-api.ts
async function ingest(ctx, user, contents, client = ctx.memory) {
  const result = await client.POST("/v1/memory/ingest", {
    body: {
      user_external_id: user,
      session_id: "ck-conformance-session",
      items: contents.map((content) => ({ content, atom_type: "fact" }))
    }
  });
  const [body, exchange] = successBody(ctx, result);
  return { body, exchange };
}
async function recallMemory(ctx, user, query2, limit, client = ctx.memory) {
  const result = await client.POST("/v1/memory/recall", {
    body: { user_external_id: user, query: query2, ...limit === void 0 ? {} : { limit } }
  });
  const [body, exchange] = successBody(ctx, result);
  return { body, exchange };
}
async function hydrate(ctx, user, maxTokens, client = ctx.memory) {
  const result = await client.POST("/v1/memory/hydrate", {
    body: { user_external_id: user, max_tokens: maxTokens }
  });
  const [body, exchange] = successBody(ctx, result);
  return { body, exchange };
}

// conformance/checks/memory/support/exercise-operations.ts
async function exerciseOperations(ctx, auth) {
  const client = ctx.memoryAs({ apiKey: ctx.options.apiKey, workspaceId: ctx.options.workspace, auth });
  const { anchorId } = await createAnchor(ctx, auth, client);
  const content = `${ctx.label("note")}: the customer prefers email over phone calls.`;
  const { atomIds } = await storeAtoms(ctx, anchorId, content, { client });
  const recalled = await recall(ctx, anchorId, "customer prefers email", 5, client);
  await sendFeedback(ctx, recalled.sessionId, true, atomIds.slice(0, 1), client);
  if (ctx.level !== "kit") return;
  const user = ctx.label("user");
  await ingest(ctx, user, ["I am vegetarian and allergic to peanuts."], client);
  await recallMemory(ctx, user, "vegetarian", 5, client);
  await hydrate(ctx, user, 100, client);
}

// conformance/checks/memory/auth-bearer.ts
var auth_bearer_default = defineCheck({
  id: "MEM-AUTH-BEARER",
  title: "Authorization: Bearer <API_KEY> is accepted on /v1/ operations",
  api: "memory",
  level: "documented",
  source: "Authentication",
  rule: "Authorization | one of the two | Bearer <API_KEY>",
  why: "documented: the Authentication table lists Authorization: Bearer <API_KEY> as one of the two ways.",
  restsOn: ["MEM-ANCHOR-UUID", "MEM-RECALL-SESSION"],
  run: async (ctx) => {
    await exerciseOperations(ctx, "bearer");
  }
});

// conformance/probes/documented-inputs.ts
var documents2 = {
  memory: memoryDocument,
  releases: releasesDocument
};
var methods = ["get", "post", "put", "patch", "delete"];
var isNode = (value) => typeof value === "object" && value !== null;
var isInferred = (...nodes) => nodes.some((node) => isNode(node) && node["x-inferred"] === true);
function credentialsOf(document2, operation) {
  const requirements = operation.security ?? document2.security ?? [];
  const schemes = document2.components?.securitySchemes ?? {};
  const names = new Set(requirements.flatMap((requirement) => Object.keys(requirement)));
  const found = [];
  for (const name of names) {
    const scheme = schemes[name];
    if (scheme?.type === "http" && String(scheme.scheme).toLowerCase() === "bearer") {
      found.push({ name: "authorization", scheme: "bearer" });
    } else if (scheme?.type === "apiKey" && scheme.in === "header") {
      found.push({ name: String(scheme.name).toLowerCase(), scheme: "api-key" });
    }
  }
  return found.map((input) => ({
    ...input,
    place: "credential",
    // "One of the two credentials is required": none is required alone.
    required: false,
    schema: { type: "string", minLength: 1 },
    inferred: isInferred(operation)
  }));
}
function fieldsOf(operation) {
  const parameters = (operation.parameters ?? []).map((parameter) => ({
    place: parameter.in,
    name: String(parameter.name),
    required: parameter.required === true,
    schema: parameter.schema ?? {},
    inferred: isInferred(operation, parameter, parameter.schema)
  }));
  const content = operation.requestBody?.content ?? {};
  const body = content["application/json"]?.schema;
  const required = new Set(body?.required ?? []);
  const properties = body?.properties ?? {};
  const fields3 = Object.entries(properties).map(([name, schema]) => ({
    place: "body",
    name,
    required: required.has(name),
    schema,
    inferred: isInferred(operation, body, schema)
  }));
  return [...parameters, ...fields3];
}
function documentedInputs(api) {
  return inputsOf(documents2[api]);
}
function inputsOf(document2) {
  const paths = document2.paths ?? {};
  return Object.entries(paths).flatMap(
    ([path2, item]) => methods.flatMap((method) => {
      const operation = item[method];
      if (!isNode(operation)) return [];
      const where = { operationId: String(operation.operationId), method: method.toUpperCase(), path: path2 };
      return [...credentialsOf(document2, operation), ...fieldsOf(operation)].map((input) => ({
        ...where,
        ...input
      }));
    })
  );
}
function inputName(input) {
  return `${input.place} ${input.name} of ${input.method} ${input.path}`;
}

// conformance/probes/input-edges.ts
var formatsOf = (schema) => [schema, ...schema.anyOf ?? schema.oneOf ?? []].map((part) => part.format).filter((format) => typeof format === "string");
function presence(input) {
  const { inferred } = input;
  const minLength = Number(input.schema.minLength ?? 0);
  const isHeader = input.place === "header" || input.place === "credential";
  const isString = input.schema.type === "string" || isHeader;
  const emptiness = isString ? [
    { class: "empty", value: "", meaning: minLength > 0 ? "invalid" : "undefined", inferred },
    // A header's surrounding whitespace is not part of its value (RFC 9110, 5.5): blank is empty.
    {
      class: "blank",
      value: "   ",
      meaning: minLength > 0 && isHeader ? "invalid" : "undefined",
      inferred
    }
  ] : [];
  const missing = {
    class: "missing",
    value: void 0,
    meaning: input.required ? "invalid" : "valid",
    inferred
  };
  return [missing, ...emptiness];
}
function integerBounds(input) {
  const { schema, inferred } = input;
  if (schema.type !== "integer") return [];
  const edges = [];
  const add = (edge) => {
    if (!edges.some((known) => known.value === edge.value)) edges.push(edge);
  };
  if (typeof schema.minimum === "number") {
    add({ class: "minimum", value: schema.minimum, meaning: "valid", inferred });
    add({ class: "below-minimum", value: schema.minimum - 1, meaning: "invalid", inferred });
  }
  if (typeof schema.maximum === "number") {
    add({ class: "maximum", value: schema.maximum, meaning: "valid", inferred });
    add({ class: "above-maximum", value: schema.maximum + 1, meaning: "invalid", inferred });
  }
  const zeroAllowed = Number(schema.minimum ?? 0) <= 0 && Number(schema.maximum ?? 0) >= 0;
  add({ class: "zero", value: 0, meaning: zeroAllowed ? "valid" : "invalid", inferred });
  if (Number(schema.minimum ?? -1) >= 0) add({ class: "negative", value: -1, meaning: "invalid", inferred });
  return edges;
}
function values(input) {
  const { schema, inferred } = input;
  const listed = schema.enum ?? [];
  if (listed.length > 0) {
    const outside = "ck-outside";
    return [
      ...listed.map((value) => ({
        class: "enum-value",
        value: String(value),
        meaning: "valid",
        inferred
      })),
      { class: "enum-outside", value: outside, meaning: "invalid", inferred }
    ];
  }
  if (schema.type !== "boolean") return [];
  const query2 = input.place !== "body";
  return [
    { class: "boolean", value: query2 ? "true" : true, meaning: "valid", inferred },
    { class: "boolean", value: query2 ? "false" : false, meaning: "valid", inferred },
    ...query2 ? ["1", "0", "TRUE", "yes"].map((value) => ({
      class: "boolean-spelling",
      value,
      meaning: "undefined",
      inferred
    })) : []
  ];
}
function instants(input) {
  const formats2 = formatsOf(input.schema);
  const { inferred } = input;
  if (!formats2.includes("date-time")) return [];
  const forms = [
    "instant-z",
    "instant-positive-offset",
    "instant-negative-offset",
    "instant-fraction"
  ];
  return [
    ...forms.map((form) => ({
      class: form,
      value: void 0,
      meaning: form === "instant-z" ? "valid" : "same-as-canonical",
      inferred
    })),
    // The API's own description says "ISO datetime": a date alone is the kit's reading, so inferred.
    ...formats2.includes("date") ? [{ class: "date-only", value: void 0, meaning: "valid", inferred: true }] : []
  ];
}
var emailForms = [
  ["email-plain", "ck-conformance@example.com"],
  ["email-plus", "ck-conformance+probe@example.com"],
  ["email-dotted", "ck.conformance@example.com"],
  ["email-subdomain", "ck-conformance@mail.example.co.uk"],
  ["email-upper-case", "CK-Conformance@Example.COM"]
];
function formats(input) {
  if (!formatsOf(input.schema).includes("email")) return [];
  return emailForms.map(([form, value], index) => ({
    class: form,
    value,
    meaning: index === 0 ? "valid" : "same-as-canonical",
    inferred: false
  }));
}
function inputEdges(input) {
  return [
    ...presence(input),
    ...integerBounds(input),
    ...values(input),
    ...instants(input),
    ...formats(input)
  ];
}

// conformance/probes/probe-record.ts
function probeRecord(input, edge, exchange, judged, ok) {
  return {
    input: inputName(input),
    class: edge.class,
    ...edge.value === void 0 ? {} : { value: String(edge.value) },
    ...exchange?.status === void 0 ? {} : { status: exchange.status },
    judged,
    ...ok === void 0 ? {} : { ok }
  };
}
function isJudged(edge, level) {
  return level === "kit" || !edge.inferred;
}

// conformance/checks/shared/fail-each.ts
function failEach(ctx, expected, offending) {
  const first = offending[0];
  if (!first) return;
  const received = offending.map(([what, exchange]) => `${what} \u2192 ${describeResponse(exchange)}`).join("\n");
  ctx.fail(expected, received, first[1]);
}
function flagEach(ctx, expected, offending, deviation) {
  const first = offending[0];
  if (!first) return;
  const received = offending.map(([what, exchange]) => `${what} \u2192 ${describeResponse(exchange)}`).join("\n");
  ctx.flag(expected, received, first[1], deviation);
}

// conformance/checks/memory/support/runtime-operations.ts
var runtimeOperations = [
  {
    operationId: "createAnchor",
    path: "/v1/anchors",
    payloadShown: true,
    body: (ctx) => ({ name: ctx.label("auth"), type: "conformance", metadata: { lane: "conformance" } })
  },
  {
    operationId: "createAtoms",
    path: "/v1/atoms",
    payloadShown: true,
    body: () => ({
      anchor_id: unknownId(),
      content: "ck-conformance auth probe",
      chunking: { enabled: false }
    })
  },
  {
    operationId: "recall",
    path: "/v1/recall",
    payloadShown: true,
    body: () => ({ anchor_id: unknownId(), query: "ck-conformance auth probe", limit: 1 })
  },
  {
    operationId: "sendFeedback",
    path: "/v1/feedback",
    payloadShown: true,
    body: () => ({ session_id: unknownId(), success: true, used_memory_atom_ids: [] })
  },
  {
    operationId: "ingestMemory",
    path: "/v1/memory/ingest",
    payloadShown: false,
    body: (ctx) => ({
      user_external_id: ctx.label("user"),
      session_id: "auth",
      items: [{ content: "probe" }]
    })
  },
  {
    operationId: "recallMemory",
    path: "/v1/memory/recall",
    payloadShown: false,
    body: (ctx) => ({ user_external_id: ctx.label("user"), query: "probe" })
  },
  {
    operationId: "hydrateMemory",
    path: "/v1/memory/hydrate",
    payloadShown: false,
    body: (ctx) => ({ user_external_id: ctx.label("user"), max_tokens: 50 })
  }
];
function ownHeaders(ctx) {
  return { authorization: `Bearer ${ctx.options.apiKey}`, "x-workspace-id": ctx.options.workspace };
}
async function expectEveryOperation(ctx, request) {
  const operations = request.operations ?? runtimeOperations;
  const wrong = /* @__PURE__ */ new Map();
  for (const operation of operations) {
    const exchange = await ctx.send({
      method: "POST",
      path: operation.path,
      headers: { ...request.headers },
      ...request.rawBody === void 0 ? { json: operation.body(ctx) } : { rawBody: request.rawBody }
    });
    const body = jsonOf(exchange);
    const bodyRefused = !operation.payloadShown && ctx.level === "documented" && exchange.status === 400 && body?.error === "bad_request";
    const deviation = refusalDeviation(exchange, request.status, request.code, request.what);
    if (deviation === void 0 || bodyRefused) continue;
    wrong.set(deviation, [
      ...wrong.get(deviation) ?? [],
      [`${operation.operationId} (${operation.path})`, exchange]
    ]);
  }
  const expected = `${request.status} {"error": "${request.code}", "message": <string>} for ${request.what} from every one of ${operations.map((op) => op.path).join(", ")}`;
  for (const [deviation, offending] of wrong) flagEach(ctx, expected, offending, deviation);
}

// conformance/checks/memory/auth-blank.ts
function wireValue(input, edge) {
  const value = String(edge.value);
  if (input.scheme === "bearer" && edge.class === "blank") return `Bearer ${value}`;
  return value;
}
function validHeaders(ctx, probed) {
  if (probed.place === "credential") return { "x-workspace-id": ctx.options.workspace };
  return { authorization: `Bearer ${ctx.options.apiKey}`, "x-workspace-id": ctx.options.workspace };
}
var caseOf = (input) => input.place === "credential" ? "a missing key" : `a missing ${input.name}`;
var auth_blank_default = defineCheck({
  id: "MEM-AUTH-BLANK",
  title: "a key or X-Workspace-Id sent present but empty or blank is missing: 400 bad_request on every /v1/ operation",
  api: "memory",
  level: "documented",
  source: "Authentication",
  rule: "A missing or invalid key, or a missing X-Workspace-Id, yields 400.",
  why: "documented: Authentication, rule 1; an empty header carries no key or workspace (X-Workspace-Id has minLength 1), and HTTP strips a value's surrounding whitespace, so blank is empty.",
  run: async (ctx) => {
    const inputs = documentedInputs("memory").filter(
      (input) => input.path.startsWith("/v1/") && (input.place === "header" || input.place === "credential")
    );
    const wrong = /* @__PURE__ */ new Map();
    for (const input of inputs) {
      const operation = runtimeOperations.find((op) => op.operationId === input.operationId);
      if (!operation) continue;
      const sent = /* @__PURE__ */ new Set();
      for (const edge of inputEdges(input)) {
        if (edge.class !== "empty" && edge.class !== "blank") continue;
        const value = wireValue(input, edge);
        if (!isJudged(edge, ctx.level) || edge.meaning !== "invalid") {
          ctx.probe(probeRecord(input, edge, void 0, "not judged: the document does not refuse it"));
          continue;
        }
        if (sent.has(value.trim())) {
          ctx.probe(
            probeRecord(
              input,
              edge,
              void 0,
              "not sent again: HTTP strips surrounding whitespace, so it is the empty probe"
            )
          );
          continue;
        }
        sent.add(value.trim());
        const exchange = await ctx.send({
          method: "POST",
          path: operation.path,
          headers: { ...validHeaders(ctx, input), [input.name.toLowerCase()]: value },
          json: operation.body(ctx)
        });
        const deviation = refusalDeviation(exchange, 400, "bad_request", caseOf(input));
        ctx.probe(probeRecord(input, edge, exchange, "400 bad_request (Authentication, rule 1)", !deviation));
        if (deviation) {
          const what = `${inputName(input)} ${edge.class} (${JSON.stringify(value)})`;
          wrong.set(deviation, [...wrong.get(deviation) ?? [], [what, exchange]]);
        }
      }
    }
    for (const [deviation, offending] of wrong) {
      flagEach(
        ctx,
        '400 {"error": "bad_request", "message": <string>}, as for a missing key or X-Workspace-Id',
        offending,
        deviation
      );
    }
  }
});

// conformance/checks/memory/auth-blocked.ts
var auth_blocked_default = defineCheck({
  id: "MEM-AUTH-BLOCKED",
  title: "a key whose billing account is blocked is 402 billing_access_blocked on every /v1/ operation, sent as Bearer and as x-api-key",
  api: "memory",
  level: "documented",
  source: "Authentication",
  rule: "When the billing account is blocked, the response is 402.",
  why: "documented: Authentication, rule 3, and the Errors table (402 billing_access_blocked).",
  requires: ["blockedApiKey"],
  run: async (ctx) => {
    const key = ctx.options.blockedApiKey;
    for (const credentials of [{ authorization: `Bearer ${key}` }, { "x-api-key": key }]) {
      await expectEveryOperation(ctx, {
        headers: { ...credentials, "x-workspace-id": ctx.options.workspace },
        status: 402,
        code: "billing_access_blocked",
        what: "a blocked billing account"
      });
    }
  }
});

// conformance/checks/memory/auth-denied.ts
var auth_denied_default = defineCheck({
  id: "MEM-AUTH-DENIED",
  title: "a workspace the access policy denies is 403 forbidden on every /v1/ operation, with the key as Bearer and as x-api-key",
  api: "memory",
  level: "documented",
  source: "Authentication",
  rule: "When an access policy denies the key/workspace combination, the response is 403.",
  why: "documented: Authentication, rule 2, and the Errors table (403 forbidden).",
  requires: ["deniedWorkspace"],
  run: async (ctx) => {
    const key = ctx.options.apiKey;
    for (const credentials of [{ authorization: `Bearer ${key}` }, { "x-api-key": key }]) {
      await expectEveryOperation(ctx, {
        headers: { ...credentials, "x-workspace-id": ctx.options.deniedWorkspace },
        status: 403,
        code: "forbidden",
        what: "a workspace the access policy denies"
      });
    }
  }
});

// conformance/checks/memory/auth-invalid-key.ts
var auth_invalid_key_default = defineCheck({
  id: "MEM-AUTH-INVALID-KEY",
  title: "an invalid API key (Bearer or x-api-key) on any /v1/ operation is 400 bad_request",
  api: "memory",
  level: "documented",
  source: "Authentication",
  rule: "A missing or invalid key, or a missing X-Workspace-Id, yields 400.",
  why: "documented: Authentication, rule 1.",
  run: async (ctx) => {
    const invalid = `ck_conformance_invalid_${ctx.runId.replace(/\W/g, "")}`;
    const workspace = ctx.options.workspace;
    await expectEveryOperation(ctx, {
      headers: { authorization: `Bearer ${invalid}`, "x-workspace-id": workspace },
      status: 400,
      code: "bad_request",
      what: "an invalid key"
    });
    await expectEveryOperation(ctx, {
      headers: { "x-api-key": invalid, "x-workspace-id": workspace },
      status: 400,
      code: "bad_request",
      what: "an invalid key"
    });
  }
});

// conformance/checks/memory/auth-no-key.ts
var auth_no_key_default = defineCheck({
  id: "MEM-AUTH-NO-KEY",
  title: "no API key on any /v1/ operation is 400 bad_request, not 401",
  api: "memory",
  level: "documented",
  source: "Authentication",
  rule: "A missing or invalid key, or a missing X-Workspace-Id, yields 400.",
  why: "documented: Authentication, rule 1, and the Errors table (400 bad_request).",
  run: async (ctx) => {
    await expectEveryOperation(ctx, {
      headers: { "x-workspace-id": ctx.options.workspace },
      status: 400,
      code: "bad_request",
      what: "a missing key"
    });
  }
});

// conformance/checks/memory/auth-no-workspace.ts
var auth_no_workspace_default = defineCheck({
  id: "MEM-AUTH-NO-WORKSPACE",
  title: "a valid key (Bearer or x-api-key) without X-Workspace-Id on any /v1/ operation is 400 bad_request",
  api: "memory",
  level: "documented",
  source: "Authentication",
  rule: "A missing or invalid key, or a missing X-Workspace-Id, yields 400.",
  why: 'documented: Authentication, rule 1; the Errors table names the message "X-Workspace-Id is required".',
  run: async (ctx) => {
    const key = ctx.options.apiKey;
    for (const headers of [{ authorization: `Bearer ${key}` }, { "x-api-key": key }]) {
      await expectEveryOperation(ctx, {
        headers,
        status: 400,
        code: "bad_request",
        what: "a missing X-Workspace-Id"
      });
    }
  }
});

// conformance/checks/memory/auth-x-api-key.ts
var auth_x_api_key_default = defineCheck({
  id: "MEM-AUTH-X-API-KEY",
  title: "x-api-key: <API_KEY> is accepted on /v1/ operations",
  api: "memory",
  level: "documented",
  source: "Authentication",
  rule: "x-api-key | one of the two | <API_KEY>",
  why: "documented: the Authentication table lists x-api-key: <API_KEY> as one of the two ways.",
  restsOn: ["MEM-ANCHOR-UUID", "MEM-RECALL-SESSION"],
  run: async (ctx) => {
    await exerciseOperations(ctx, "x-api-key");
  }
});

// conformance/checks/memory/bad-input.ts
function badBodies(anchor) {
  return [
    ["/v1/recall", 'limit "abc"', { anchor_id: anchor, query: "garden", limit: "abc" }],
    ["/v1/recall", "limit -1", { anchor_id: anchor, query: "garden", limit: -1 }],
    ["/v1/recall", "limit 1.5", { anchor_id: anchor, query: "garden", limit: 1.5 }],
    ["/v1/recall", 'limit "3" (a string)', { anchor_id: anchor, query: "garden", limit: "3" }],
    ["/v1/recall", "query as an object", { anchor_id: anchor, query: { text: "garden" } }],
    ["/v1/recall", "anchor_id as a number", { anchor_id: 42, query: "garden" }],
    ["/v1/recall", "a JSON array as the body", [anchor, "garden"]],
    ["/v1/atoms", "content as a number", { anchor_id: anchor, content: 42, chunking: { enabled: false } }],
    ["/v1/atoms", 'chunking "yes"', { anchor_id: anchor, content: "x", chunking: "yes" }],
    ["/v1/anchors", "metadata as an array", { name: "x", type: "x", metadata: ["lane"] }],
    [
      "/v1/feedback",
      "used_memory_atom_ids as a string",
      { session_id: anchor, success: true, used_memory_atom_ids: "a" }
    ],
    ["/v1/feedback", 'success "yes"', { session_id: anchor, success: "yes", used_memory_atom_ids: [] }]
  ];
}
var bad_input_default = defineCheck({
  id: "MEM-BAD-INPUT",
  title: "wrongly typed request values never get a 5xx; accepting them is a warning",
  api: "memory",
  level: "documented",
  source: "Errors",
  rule: "400 bad_request: key missing or invalid; workspace header missing; malformed body.",
  why: `implied: a 5xx says the server failed, and input is the client's to get wrong; the Errors table answers a malformed body with 400. Whether a wrongly typed value is "malformed" is not shown, so serving it is a warning at the documented level and a failure at the kit level.`,
  restsOn: ["MEM-ANCHOR-UUID"],
  run: async (ctx) => {
    const { anchorId } = await createAnchor(ctx, "bad input");
    const crashed = [];
    for (const [path2, what, json] of badBodies(anchorId)) {
      const exchange = await ctx.send({ method: "POST", path: path2, headers: ownHeadersOf(ctx), json });
      const status = exchange.status ?? 0;
      if (status >= 500) crashed.push([`${path2} with ${what}`, exchange]);
      else if (ctx.level === "kit") ctx.expectError(exchange, 400, "bad_request");
      else if (status < 300) ctx.warn(`4xx for ${path2} with ${what}`, describeResponse(exchange), exchange);
    }
    failEach(ctx, "a 4xx (never a 5xx) for every wrongly typed value", crashed);
  }
});

// conformance/checks/memory/body-closed.ts
var body_closed_default = defineCheck({
  id: "MEM-BODY-CLOSED",
  title: "an unknown field in a request body is 400 bad_request",
  api: "memory",
  level: "kit",
  source: "openapi/memory.yaml: x-inferred-decisions",
  rule: "Request bodies are closed objects (unknown fields are a 400)",
  why: "the kit's choice: the documents do not say whether unknown fields are refused; ignoring them is common and correct.",
  run: async (ctx) => {
    const exchange = await ctx.send({
      method: "POST",
      path: "/v1/anchors",
      headers: ownHeadersOf(ctx),
      json: { name: ctx.label("closed"), type: "conformance", colour: "teal" }
    });
    const code = jsonOf(exchange)?.error;
    ctx.expect(
      exchange.status === 400 && code === "bad_request",
      '400 bad_request for the unknown field "colour"',
      void 0,
      exchange
    );
  }
});

// conformance/checks/memory/support/checkout.ts
function createdCheckout(ctx) {
  return ctx.memo("checkout-session", async () => {
    const serviceSource = `ck-conformance-${ctx.runId}`;
    const result = await ctx.memoryAs({}).POST("/api/v1/billing/maas/checkout-session", {
      body: {
        company_name: `ck-conformance ${ctx.runId}`,
        admin_email: `ck-conformance+${ctx.runId.replace(/[^a-z0-9]/gi, "")}@example.com`,
        pricing_model: ctx.options.pricingModel,
        service_source: serviceSource
      }
    });
    const [body, exchange] = successBody(ctx, result);
    return { body, exchange, serviceSource };
  });
}

// conformance/checks/memory/checkout-cancel-url.ts
var checkout_cancel_url_default = defineCheck({
  id: "MEM-CHECKOUT-CANCEL-URL",
  title: "cancel_url is {base_url}/billing/maas/cancel",
  api: "memory",
  level: "documented",
  source: "Resources and their fields: Checkout session",
  rule: "cancel_url | string (URL) | {base_url}/billing/maas/cancel",
  why: "documented: cancel_url is {base_url}/billing/maas/cancel.",
  requires: ["checkout"],
  run: async (ctx) => {
    const { body, exchange } = await createdCheckout(ctx);
    const url = String(body.cancel_url);
    const ok = URL.canParse(url) && new URL(url).pathname.endsWith("/billing/maas/cancel");
    ctx.expect(
      ok,
      "an absolute URL whose path ends in /billing/maas/cancel",
      `cancel_url ${JSON.stringify(body.cancel_url)}`,
      exchange
    );
  }
});

// conformance/checks/memory/checkout-echo.ts
var checkout_echo_default = defineCheck({
  id: "MEM-CHECKOUT-ECHO",
  title: "a checkout session echoes the service_source it was created with",
  api: "memory",
  level: "documented",
  source: "Resources and their fields: Checkout session",
  rule: "service_source | string | echoes the request field",
  why: 'documented: service_source "echoes the request field".',
  requires: ["checkout"],
  run: async (ctx) => {
    const { body, exchange, serviceSource } = await createdCheckout(ctx);
    ctx.expect(
      body.service_source === serviceSource,
      `service_source ${JSON.stringify(serviceSource)}`,
      `service_source ${JSON.stringify(body.service_source)}`,
      exchange
    );
  }
});

// conformance/checks/memory/checkout-email.ts
var path = "/api/v1/billing/maas/checkout-session";
var checkout_email_default = defineCheck({
  id: "MEM-CHECKOUT-EMAIL",
  title: "checkout accepts admin_email in every valid form it accepts a plain address in (plus, dots, subdomains, upper case)",
  api: "memory",
  level: "documented",
  source: "Resources and their fields: Checkout session; Endpoints: POST /api/v1/billing/maas/checkout-session",
  rule: "admin_email | string | email of the administrator. Errors: 400 invalid request body; 402 billing paused; 500 payment price configuration missing.",
  why: "documented: admin_email is an e-mail address and 400 is for an invalid body; an address with a + tag, dots, a subdomain or capitals is as valid as a plain one, so refusing it refuses a valid body.",
  requires: ["checkout"],
  run: async (ctx) => {
    const inputs = documentedInputs("memory").filter(
      (input) => input.operationId === "createCheckoutSession" && input.place === "body"
    );
    const refused = [];
    for (const input of inputs) {
      let plain;
      for (const edge of inputEdges(input).filter((e) => e.class.startsWith("email-"))) {
        const exchange = await ctx.send({
          method: "POST",
          path,
          headers: {},
          json: {
            company_name: ctx.label("company"),
            admin_email: "ck-conformance@example.com",
            pricing_model: ctx.options.pricingModel,
            service_source: ctx.label("email forms"),
            [input.name]: edge.value
          }
        });
        const status = exchange.status ?? 0;
        if (edge.class === "email-plain") {
          plain = exchange;
          ctx.probe(probeRecord(input, edge, exchange, "the canonical form: answered as the body allows"));
          if (status >= 300)
            ctx.note(
              `${inputName(input)}: a plain address was answered ${status}, so its other forms were not judged`
            );
          continue;
        }
        const judged = plain !== void 0 && (plain.status ?? 0) < 300;
        const ok = !judged || status < 400 || status >= 500;
        ctx.probe(
          probeRecord(
            input,
            edge,
            exchange,
            judged ? "answered as the plain address (a 2xx)" : "not judged: the plain address was refused",
            ok
          )
        );
        if (!ok) refused.push([`${inputName(input)} ${edge.class} ${JSON.stringify(edge.value)}`, exchange]);
      }
    }
    const [first] = refused;
    if (!first) return;
    const deviation = validRefused(first[1].status ?? 400);
    flagEach(ctx, "a 2xx for each valid form of the address, as for the plain one", refused, deviation);
  }
});

// conformance/checks/memory/checkout-fields.ts
var fields = ["checkout_session_id", "url", "success_url", "cancel_url", "service_source"];
var checkout_fields_default = defineCheck({
  id: "MEM-CHECKOUT-FIELDS",
  title: "a checkout session carries every documented field; url is an absolute URL",
  api: "memory",
  level: "documented",
  source: "Endpoints: POST /api/v1/billing/maas/checkout-session",
  rule: "Response body: checkout_session_id, url, success_url, cancel_url, service_source.",
  why: "documented: the checkout session response fields.",
  requires: ["checkout"],
  run: async (ctx) => {
    const { body, exchange } = await createdCheckout(ctx);
    const missing = fields.filter((field) => typeof body[field] !== "string" || body[field] === "");
    ctx.expect(
      missing.length === 0,
      `non-empty strings ${fields.join(", ")}`,
      `missing or empty: ${missing.join(", ")}`,
      exchange
    );
    ctx.expect(
      URL.canParse(String(body.url)),
      "url, an absolute URL of the hosted checkout page",
      `url ${JSON.stringify(body.url)}`,
      exchange
    );
  }
});

// conformance/checks/memory/checkout-invalid.ts
var checkout_invalid_default = defineCheck({
  id: "MEM-CHECKOUT-400",
  title: "checkout with an invalid or malformed body is 400",
  api: "memory",
  level: "documented",
  source: "Endpoints: POST /api/v1/billing/maas/checkout-session",
  rule: "Errors: 400 invalid request body; 402 billing paused; 500 payment price configuration missing.",
  why: 'documented: "Errors: 400 invalid request body"; the error body is not shown, so the documented level checks the status only.',
  requires: ["checkout"],
  run: async (ctx) => {
    const path2 = "/api/v1/billing/maas/checkout-session";
    const invalid = await ctx.send({
      method: "POST",
      path: path2,
      json: { company_name: 42, service_source: "ck-conformance" }
    });
    ctx.expectStatus(invalid, 400);
    const malformed2 = await ctx.send({ method: "POST", path: path2, rawBody: '{"company_name": ' });
    ctx.expectStatus(malformed2, 400);
  }
});

// conformance/checks/memory/checkout-success-url.ts
var checkout_success_url_default = defineCheck({
  id: "MEM-CHECKOUT-SUCCESS-URL",
  title: "success_url is {base_url}/billing/maas/success?checkout_session_id={CHECKOUT_SESSION_ID}, placeholder literal",
  api: "memory",
  level: "documented",
  source: "Resources and their fields: Checkout session",
  rule: "{base_url}/billing/maas/success with query parameter checkout_session_id; the literal placeholder {CHECKOUT_SESSION_ID} marks where the session id goes",
  why: "documented: success_url is {base_url}/billing/maas/success with the literal {CHECKOUT_SESSION_ID} placeholder.",
  requires: ["checkout"],
  run: async (ctx) => {
    const { body, exchange } = await createdCheckout(ctx);
    const url = String(body.success_url);
    const pattern = /^https?:\/\/[^?#]*\/billing\/maas\/success\?(?:[^#]*&)?checkout_session_id=\{CHECKOUT_SESSION_ID\}(?:&|#|$)/;
    ctx.expect(
      pattern.test(url),
      "\u2026/billing/maas/success?checkout_session_id={CHECKOUT_SESSION_ID} with the braces unencoded",
      `success_url ${JSON.stringify(body.success_url)}`,
      exchange
    );
  }
});

// conformance/checks/memory/support/feedback-scenario.ts
var query = "lemon ckmeasure";
async function prepareFeedbackScenario(ctx) {
  const { anchorId } = await createAnchor(ctx, "feedback");
  const contents = ["lemon note 1", "lemon note 2", "lemon note 3", "mango note 4"].map(
    (text) => `${ctx.label("memo")} ckmeasure ${text}`
  );
  const ids = await storeEach(ctx, anchorId, contents);
  const lemons = ids.slice(0, 3);
  const session = await recall(ctx, anchorId, query, 2);
  const returned = session.items.map((item) => item.atom_id);
  const [listed, unlisted] = returned;
  const outside = lemons.find((id) => !returned.includes(id));
  ctx.expect(
    session.items.length === 2 && listed && unlisted && outside,
    `recall "${query}" with limit 2 to return exactly 2 of the ${ids.length} stored atoms, two of the three lemon atoms ${JSON.stringify(lemons)}`,
    `${session.items.length} ${session.items.length === 1 ? "item" : "items"}: ${JSON.stringify(returned)}`,
    session.exchange
  );
  const measure = async () => {
    const recalled = await recall(ctx, anchorId, query, 10);
    const scores2 = scoresOf(recalled.items);
    const missing = [listed, unlisted, outside].filter((id) => !scores2.has(id));
    ctx.expect(
      missing.length === 0,
      `atoms ${missing.join(", ")} among the recalled items`,
      void 0,
      recalled.exchange
    );
    return { scores: scores2, exchange: recalled.exchange };
  };
  return { sessionId: session.sessionId, listed, unlisted, outside, measure };
}
function scoresOf(items2) {
  return new Map(items2.map((item) => [item.atom_id, item.score]));
}
function gain(before, after, a, b) {
  const at = (scores2, id) => scores2.get(id) ?? Number.NaN;
  return at(after, a) - at(after, b) - (at(before, a) - at(before, b));
}
function tolerance(...all) {
  const largest = Math.max(1, ...all.flatMap((scores2) => [...scores2.values()].map(Math.abs)));
  return largest * 1e-9;
}
function describeScores(scenario, before, after) {
  const line2 = (name, id) => `${name} ${id}: ${before.get(id)} \u2192 ${after.get(id)}`;
  return [
    line2("listed", scenario.listed),
    line2("returned-unlisted", scenario.unlisted),
    line2("not-returned", scenario.outside)
  ].join("; ");
}

// conformance/checks/memory/feedback-failure.ts
var feedback_failure_default = defineCheck({
  id: "MEM-FEEDBACK-FAILURE",
  title: "feedback with success: false reinforces nothing",
  api: "memory",
  level: "kit",
  advisory: true,
  source: "openapi/memory.yaml: POST /v1/feedback",
  rule: "With `success: false` nothing is reinforced.",
  why: "the kit's choice: what success: false does is not shown; that it reinforces like success: true would surprise a reviewer, so the documented level warns.",
  // The scenario needs a recall of limit 2 that returns 2 of 4 atoms: it rests on limit being honoured.
  restsOn: ["MEM-ANCHOR-UUID", "MEM-RECALL-SESSION", "MEM-RECALL-LIMIT"],
  run: async (ctx) => {
    const scenario = await prepareFeedbackScenario(ctx);
    const before = await scenario.measure();
    const exchange = await sendFeedback(ctx, scenario.sessionId, false, [scenario.listed]);
    const after = await scenario.measure();
    const eps = tolerance(before.scores, after.scores);
    const gained = Math.max(
      gain(before.scores, after.scores, scenario.listed, scenario.unlisted),
      gain(before.scores, after.scores, scenario.listed, scenario.outside)
    );
    ctx.expect(
      gained <= eps,
      "the listed atom to gain nothing after success: false",
      () => `it gained ${gained}: ${describeScores(scenario, before.scores, after.scores)}`,
      exchange
    );
  }
});

// conformance/checks/memory/feedback-not-found.ts
var feedback_not_found_default = defineCheck({
  id: "MEM-FEEDBACK-404",
  title: "feedback naming an unknown recall session is 404 not_found",
  api: "memory",
  level: "documented",
  source: "Endpoints: Runtime endpoints, rule 4",
  rule: "An unknown anchor, or an unknown recall session, yields 404.",
  why: "documented: Endpoints, rule 4 (an unknown recall session yields 404).",
  run: async (ctx) => {
    const result = await ctx.memory.POST("/v1/feedback", {
      body: { session_id: unknownId(), success: true, used_memory_atom_ids: [unknownId()] }
    });
    ctx.expectError(ctx.exchangeOf(result.response), 404, "not_found");
  }
});

// conformance/checks/memory/feedback-only-listed.ts
var feedback_only_listed_default = defineCheck({
  id: "MEM-FEEDBACK-ONLY-LISTED",
  title: "feedback does not reinforce atoms the session returned but feedback did not list",
  api: "memory",
  level: "documented",
  source: "Endpoints: Runtime endpoints, rule 3",
  rule: "Feedback reinforces only the atoms listed in used_memory_atom_ids, within the recall session named by session_id.",
  why: 'documented: Endpoints, rule 3 ("only the atoms listed").',
  // The scenario needs a recall of limit 2 that returns 2 of 4 atoms: it rests on limit being honoured.
  restsOn: ["MEM-ANCHOR-UUID", "MEM-RECALL-SESSION", "MEM-RECALL-LIMIT"],
  run: async (ctx) => {
    const scenario = await prepareFeedbackScenario(ctx);
    const before = await scenario.measure();
    const exchange = await sendFeedback(ctx, scenario.sessionId, true, [scenario.listed]);
    const after = await scenario.measure();
    const gained = gain(before.scores, after.scores, scenario.unlisted, scenario.outside);
    ctx.expect(
      gained <= tolerance(before.scores, after.scores),
      "the returned-but-unlisted atom to gain nothing on an atom the session did not return",
      () => `it gained ${gained}: ${describeScores(scenario, before.scores, after.scores)}`,
      exchange
    );
  }
});

// conformance/checks/memory/feedback-reinforces.ts
var feedback_reinforces_default = defineCheck({
  id: "MEM-FEEDBACK-REINFORCES",
  title: "feedback with success: true raises the listed atom relative to the others",
  api: "memory",
  level: "documented",
  source: "Endpoints: Runtime endpoints",
  rule: "POST /v1/feedback | reinforce memory that actually influenced the output",
  why: `implied: feedback "reinforces memory that actually influenced the output"; reinforcement that never shows in a later recall's relevance is not reinforcement.`,
  // The scenario needs a recall of limit 2 that returns 2 of 4 atoms: it rests on limit being honoured.
  restsOn: ["MEM-ANCHOR-UUID", "MEM-RECALL-SESSION", "MEM-RECALL-LIMIT"],
  run: async (ctx) => {
    const scenario = await prepareFeedbackScenario(ctx);
    const before = await scenario.measure();
    const exchange = await sendFeedback(ctx, scenario.sessionId, true, [scenario.listed]);
    const after = await scenario.measure();
    const eps = tolerance(before.scores, after.scores);
    const rose = gain(before.scores, after.scores, scenario.listed, scenario.outside) > eps;
    ctx.expect(
      rose,
      "the listed atom to gain score on the atom the session did not return, in the next recall",
      () => describeScores(scenario, before.scores, after.scores),
      exchange
    );
  }
});

// conformance/checks/memory/feedback-session-scope.ts
var feedback_session_scope_default = defineCheck({
  id: "MEM-FEEDBACK-SESSION-SCOPE",
  title: "feedback does not reinforce listed atoms that the named session did not return",
  api: "memory",
  level: "documented",
  source: "Endpoints: Runtime endpoints, rule 3",
  rule: "Feedback reinforces only the atoms listed in used_memory_atom_ids, within the recall session named by session_id.",
  why: 'documented: Endpoints, rule 3 ("within the recall session named by session_id").',
  // The scenario needs a recall of limit 2 that returns 2 of 4 atoms: it rests on limit being honoured.
  restsOn: ["MEM-ANCHOR-UUID", "MEM-RECALL-SESSION", "MEM-RECALL-LIMIT"],
  run: async (ctx) => {
    const scenario = await prepareFeedbackScenario(ctx);
    const before = await scenario.measure();
    const exchange = await sendFeedback(ctx, scenario.sessionId, true, [scenario.listed, scenario.outside]);
    const after = await scenario.measure();
    const gained = gain(before.scores, after.scores, scenario.outside, scenario.unlisted);
    ctx.expect(
      gained <= tolerance(before.scores, after.scores),
      "the listed atom the session did not return to gain nothing on an unreinforced atom",
      () => `it gained ${gained}: ${describeScores(scenario, before.scores, after.scores)}`,
      exchange
    );
  }
});

// conformance/checks/memory/hydrate-budget.ts
var hydrate_budget_default = defineCheck({
  id: "MEM-HYDRATE-BUDGET",
  title: "hydrate never exceeds max_tokens and lists what it left out",
  api: "memory",
  level: "kit",
  source: "openapi/memory.yaml: POST /v1/memory/hydrate (x-inferred)",
  rule: "`token_count` never exceeds `max_tokens`; atoms that did not fit are listed in `omitted_atom_ids`. Tokens are estimated as ceil(characters / 4).",
  why: "the kit's choice: the convenience endpoints' payloads (and so the budget's field) are not shown.",
  run: async (ctx) => {
    const user = ctx.label("user");
    const facts = Array.from(
      { length: 6 },
      (_, n) => `Fact ${n + 1}: ${"the customer keeps detailed notes ".repeat(3)}`
    );
    await ingest(ctx, user, facts);
    const maxTokens = 60;
    const { body, exchange } = await hydrate(ctx, user, maxTokens);
    const context = typeof body.context === "string" ? body.context : "";
    const tokens = body.token_count;
    ctx.expect(
      typeof tokens === "number" && tokens <= maxTokens && Math.ceil(context.length / 4) <= maxTokens,
      `token_count and ceil(context length / 4) at most ${maxTokens}`,
      `token_count ${JSON.stringify(tokens)}, context of ${context.length} characters`,
      exchange
    );
    const omitted = Array.isArray(body.omitted_atom_ids) ? body.omitted_atom_ids.length : 0;
    ctx.expect(
      omitted > 0 && body.truncated === true,
      "some of the six atoms (~25 tokens each) omitted, and truncated true",
      void 0,
      exchange
    );
  }
});

// conformance/checks/memory/ingest-anchor.ts
var ingest_anchor_default = defineCheck({
  id: "MEM-INGEST-ANCHOR",
  title: "the first ingest for a user creates their anchor, later ones reuse it; counts agree",
  api: "memory",
  level: "kit",
  source: "openapi/memory.yaml: POST /v1/memory/ingest (x-inferred)",
  rule: "The first ingest for a `user_external_id` creates that user's anchor (type `user`); later ingests reuse it.",
  why: `the kit's choice: "Request and response payloads of these three endpoints: not shown".`,
  run: async (ctx) => {
    const user = ctx.label("user");
    const first = await ingest(ctx, user, ["I am vegetarian.", "My daughter was born in March."]);
    const second = await ingest(ctx, user, ["I moved to Porto."]);
    const a = first.body;
    const b = second.body;
    ctx.expect(
      a.anchor_created === true,
      "anchor_created true on the first ingest",
      void 0,
      first.exchange
    );
    ctx.expect(
      b.anchor_created === false && b.anchor_id === a.anchor_id,
      `anchor_created false and the same anchor_id ${String(a.anchor_id)} on the second ingest`,
      void 0,
      second.exchange
    );
    for (const { body, exchange } of [first, second]) {
      const count = Array.isArray(body.atom_ids) ? body.atom_ids.length : -1;
      ctx.expect(
        body.stored_count === count,
        "stored_count equal to the length of atom_ids",
        void 0,
        exchange
      );
    }
  }
});

// conformance/checks/memory/support/refusal.ts
function expectRefused(ctx, exchange, what) {
  if (ctx.level === "kit") {
    ctx.expectError(exchange, 404, "not_found");
    return;
  }
  const body = jsonOf(exchange);
  const refused = exchange.status === 404 && body?.error === "not_found" || exchange.status === 403 && body?.error === "forbidden";
  if (refused && typeof body?.message === "string") return;
  const status = exchange.status === 403 ? 403 : 404;
  ctx.fail(
    `${what} refused: 404 not_found (or 403 forbidden) in the documented error shape`,
    `${describeResponse(exchange)}${exchange.status !== void 0 && exchange.status < 300 ? " (a leak between workspaces)" : ""}`,
    exchange,
    // Another workspace's resource is an unknown one here: the case of the 404 checks on this route.
    refusalDeviation(
      exchange,
      status,
      status === 403 ? "forbidden" : "not_found",
      `404 not_found on ${caseRouteOf(exchange)}`
    )
  );
}

// conformance/checks/memory/isolation-anchor.ts
var isolation_anchor_default = defineCheck({
  id: "MEM-ISOLATION-ANCHOR",
  title: "an anchor of one workspace is refused from another workspace of the same key (atoms and recall)",
  api: "memory",
  level: "documented",
  source: "Authentication; Endpoints, rule 4",
  rule: "X-Workspace-Id | yes | <WORKSPACE_ID>. An unknown anchor, or an unknown recall session, yields 404.",
  why: "implied: X-Workspace-Id is required on every call and access is granted per key and workspace, so what one workspace creates is unknown in another (a leak is a security defect); the documented level accepts any 4xx refusal, the kit level requires 404 not_found.",
  restsOn: ["MEM-ANCHOR-UUID"],
  requires: ["otherWorkspace"],
  run: async (ctx) => {
    const { anchorId } = await createAnchor(ctx, "isolated");
    await storeEach(ctx, anchorId, [`${ctx.label("secret")}: the launch date is confidential`]);
    const other = ctx.memoryAs({ apiKey: ctx.options.apiKey, workspaceId: ctx.options.otherWorkspace });
    const atoms = await other.POST("/v1/atoms", {
      body: { anchor_id: anchorId, content: ctx.label("intruder"), chunking: { enabled: false } }
    });
    expectRefused(ctx, ctx.exchangeOf(atoms.response), "storing into the anchor of another workspace");
    const recalled = await other.POST("/v1/recall", {
      body: { anchor_id: anchorId, query: "launch date", limit: 5 }
    });
    expectRefused(ctx, ctx.exchangeOf(recalled.response), "recalling the anchor of another workspace");
  }
});

// conformance/checks/memory/isolation-session.ts
var isolation_session_default = defineCheck({
  id: "MEM-ISOLATION-SESSION",
  title: "a recall session of one workspace is refused to feedback from another workspace of the same key",
  api: "memory",
  level: "documented",
  source: "Authentication; Endpoints, rule 4",
  rule: "X-Workspace-Id | yes | <WORKSPACE_ID>. An unknown anchor, or an unknown recall session, yields 404.",
  why: "implied: as for anchors, a recall session belongs to the workspace that opened it; the documented level accepts any 4xx refusal, the kit level requires 404 not_found.",
  restsOn: ["MEM-ANCHOR-UUID", "MEM-RECALL-SESSION"],
  requires: ["otherWorkspace"],
  run: async (ctx) => {
    const { anchorId } = await createAnchor(ctx, "isolated session");
    const ids = await storeEach(ctx, anchorId, [`${ctx.label("note")}: the renewal is due in March`]);
    const session = await recall(ctx, anchorId, "renewal March", 5);
    const other = ctx.memoryAs({ apiKey: ctx.options.apiKey, workspaceId: ctx.options.otherWorkspace });
    const result = await other.POST("/v1/feedback", {
      body: { session_id: session.sessionId, success: true, used_memory_atom_ids: ids }
    });
    expectRefused(ctx, ctx.exchangeOf(result.response), "feedback on a recall session of another workspace");
  }
});

// conformance/checks/memory/malformed-json.ts
var malformed_json_default = defineCheck({
  id: "MEM-MALFORMED-JSON",
  title: "a malformed JSON body on any /v1/ operation is 400 bad_request",
  api: "memory",
  level: "documented",
  source: "Errors",
  rule: "400 | bad_request | \u2026 | key missing or invalid; workspace header missing; malformed body | \u2026 validate JSON",
  why: 'documented: the Errors table gives 400 bad_request for a malformed body, remedy "validate JSON".',
  run: async (ctx) => {
    await expectEveryOperation(ctx, {
      headers: ownHeaders(ctx),
      rawBody: '{"name": "ck-conformance malformed", "type": ',
      status: 400,
      code: "bad_request",
      what: "a malformed JSON body"
    });
  }
});

// conformance/checks/memory/memory-recall.ts
var memory_recall_default = defineCheck({
  id: "MEM-MEMORY-RECALL",
  title: "ingested memory comes back from /v1/memory/recall, capped by limit",
  api: "memory",
  level: "kit",
  source: "openapi/memory.yaml: POST /v1/memory/recall (x-inferred)",
  rule: "Recalls the memory of one end user, ranked like /v1/recall",
  why: "the kit's choice: the convenience endpoints' payloads are not shown.",
  run: async (ctx) => {
    const user = ctx.label("user");
    const ingested = await ingest(ctx, user, [
      "I am allergic to peanuts.",
      "I like peanut-free desserts.",
      "I run marathons."
    ]);
    const ids = ingested.body.atom_ids;
    const recalled = await recallMemory(ctx, user, "allergic peanuts", 1);
    const items2 = recalled.body.items;
    ctx.expect(
      Array.isArray(items2) && items2.length === 1 && ids.includes(items2[0]?.atom_id),
      "exactly one item (limit 1), one of the ingested atoms",
      void 0,
      recalled.exchange
    );
  }
});

// conformance/checks/memory/support/rate-burst.ts
var wave = 25;
function rateBurst(ctx) {
  return ctx.memo("rate-burst", async () => {
    const max = ctx.options.rateLimitBurst;
    ctx.grantRequests(max);
    const { anchorId } = await createAnchor(ctx, "rate limit");
    const burst = { sent: 0, limited: void 0, last: void 0, statuses: {} };
    while (!burst.limited && burst.sent < max) {
      const size = Math.min(wave, max - burst.sent);
      const exchanges = await Promise.all(
        Array.from(
          { length: size },
          () => ctx.send({
            method: "POST",
            path: "/v1/recall",
            headers: ownHeadersOf(ctx),
            json: { anchor_id: anchorId, query: "ck-conformance rate limit", limit: 1 },
            retry: false
          })
        )
      );
      burst.sent += size;
      burst.last = exchanges.at(-1);
      for (const exchange of exchanges) {
        const status = exchange.status ?? 0;
        burst.statuses[status] = (burst.statuses[status] ?? 0) + 1;
        if (status === 429 && !burst.limited) burst.limited = exchange;
      }
    }
    return burst;
  });
}

// conformance/checks/memory/rate-limit.ts
var rate_limit_default = defineCheck({
  id: "MEM-RATE-LIMIT",
  title: "a bounded burst of recalls reaches 429 rate_limited, and the spent limit holds for the key sent as x-api-key too",
  api: "memory",
  level: "documented",
  source: "Limits",
  rule: "Rate limiting applies per key and workspace combination; exceeding it yields 429.",
  why: 'documented: Limits, "exceeding it yields 429", and the Errors table (rate_limited); the limit is per key, however the key is sent.',
  requires: ["rateLimit"],
  run: async (ctx) => {
    const burst = await rateBurst(ctx);
    ctx.expect(
      burst.limited,
      `a 429 within ${ctx.options.rateLimitBurst} recalls (raise --rate-limit-burst if the limit is higher)`,
      `${burst.sent} requests, statuses ${JSON.stringify(burst.statuses)}`,
      burst.last
    );
    ctx.expectError(burst.limited, 429, "rate_limited");
    const probe2 = (credentials) => ctx.send({
      method: "POST",
      path: "/v1/recall",
      headers: { ...credentials, "x-workspace-id": ctx.options.workspace },
      json: { anchor_id: unknownId(), query: "ck-conformance rate forms", limit: 1 },
      retry: false
    });
    const key = ctx.options.apiKey;
    const [bearer, header] = await Promise.all([
      probe2({ authorization: `Bearer ${key}` }),
      probe2({ "x-api-key": key })
    ]);
    if (bearer.status !== 429) return;
    ctx.expect(
      header.status === 429,
      "a 429 for the key sent as x-api-key while the same key as Bearer is limited",
      void 0,
      header
    );
  }
});

// conformance/checks/memory/rate-limit-scope.ts
var rate_limit_scope_default = defineCheck({
  id: "MEM-RATE-LIMIT-SCOPE",
  title: "a key rate-limited in one workspace is not limited in another workspace by that traffic",
  api: "memory",
  level: "documented",
  source: "Limits",
  rule: "Rate limiting applies per key and workspace combination; exceeding it yields 429.",
  why: "documented: the limit is counted per key and workspace combination, so traffic in one workspace cannot exhaust another.",
  requires: ["rateLimit", "otherWorkspace"],
  run: async (ctx) => {
    const burst = await rateBurst(ctx);
    ctx.expect(
      burst.limited,
      "a 429 from the burst in the main workspace",
      `no 429 in ${burst.sent} requests`,
      burst.last
    );
    const probe2 = (workspace) => ctx.send({
      method: "POST",
      path: "/v1/recall",
      headers: { ...ownHeadersOf(ctx), "x-workspace-id": workspace },
      json: { anchor_id: unknownId(), query: "ck-conformance rate scope", limit: 1 },
      retry: false
    });
    for (let round = 0; round < 5; round++) {
      const [same, other] = await Promise.all([
        probe2(ctx.options.workspace),
        probe2(ctx.options.otherWorkspace)
      ]);
      if (same.status !== 429) continue;
      ctx.expect(
        other.status !== 429,
        `no 429 in ${ctx.options.otherWorkspace} while only ${ctx.options.workspace} exceeded the limit`,
        void 0,
        other
      );
    }
    const served = burst.sent - Object.entries(burst.statuses).filter(([status]) => status === "429").reduce((sum, [, count]) => sum + count, 0);
    const want = Math.max(2, Math.floor(served / 2));
    ctx.grantRequests(want);
    let through = 0;
    while (through < want) {
      const size = Math.min(25, want - through);
      const answers = await Promise.all(
        Array.from({ length: size }, () => probe2(ctx.options.otherWorkspace))
      );
      const limited = answers.find((answer) => answer.status === 429);
      through += answers.filter((answer) => answer.status !== 429).length;
      if (!limited) continue;
      ctx.expect(
        through >= want,
        `${want} requests in ${ctx.options.otherWorkspace} before a 429: half of the ${served} the burst in ${ctx.options.workspace} got through`,
        `a 429 after ${through}`,
        limited
      );
      break;
    }
  }
});

// src/client/retry-delay.ts
function computeRetryDelay(input) {
  const { retry, baseDelayMs, maxDelayMs, retryAfterMs, random = Math.random } = input;
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** retry);
  const jittered = Math.floor(random() * ceiling);
  if (retryAfterMs === void 0) return jittered;
  if (retryAfterMs > maxDelayMs) return void 0;
  return Math.max(retryAfterMs, jittered);
}
function parseRetryAfter(value, now = Date.now()) {
  if (value === null) return void 0;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed) * 1e3);
  if (!/[a-z]/i.test(trimmed)) return void 0;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return void 0;
  return Math.max(0, date - now);
}

// src/client/retry.ts
function withRetry(fetchImpl, options = {}) {
  const settings = resolveRetryOptions(options);
  return async (request, init) => {
    const deadline = Date.now() + settings.maxTotalMs;
    for (let retry = 0; ; retry++) {
      const isLastChance = retry >= settings.attempts;
      const response = await fetchImpl(isLastChance ? request : request.clone(), init);
      if (response.status !== 429 || isLastChance) return response;
      const retryAfterMs = parseRetryAfter(response.headers.get("Retry-After"));
      const delayMs = computeRetryDelay({
        retry,
        baseDelayMs: settings.baseDelayMs,
        maxDelayMs: settings.maxDelayMs,
        retryAfterMs
      });
      if (delayMs === void 0 || Date.now() + delayMs > deadline) return response;
      settings.onRetry?.({ attempt: retry + 1, delayMs, retryAfterMs, response });
      discardBody(response);
      await settings.sleep(delayMs, request.signal);
    }
  };
}
function discardBody(response) {
  try {
    response.body?.cancel().catch(() => void 0);
  } catch {
  }
}
function resolveRetryOptions(options) {
  const resolved = {
    attempts: options.attempts ?? 3,
    baseDelayMs: options.baseDelayMs ?? 200,
    maxDelayMs: options.maxDelayMs ?? 4e3,
    maxTotalMs: options.maxTotalMs ?? 4e3,
    onRetry: options.onRetry,
    sleep: options.sleep ?? sleep
  };
  for (const name of ["attempts", "baseDelayMs", "maxDelayMs", "maxTotalMs"]) {
    const value = resolved[name];
    if (!Number.isFinite(value) || value < 0) {
      throw new RangeError(`retry.${name} must be a finite number >= 0, got ${value}`);
    }
  }
  if (!Number.isInteger(resolved.attempts)) {
    throw new RangeError(`retry.attempts must be an integer, got ${resolved.attempts}`);
  }
  return resolved;
}
function sleep(ms, signal) {
  return new Promise((resolve3, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve3();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

// conformance/http/abort.ts
function abortAfter(ms, outer, run) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException("timeout", "TimeoutError")), ms);
  const onAbort = () => controller.abort(outer.reason);
  const onCancel = () => controller.abort(new DOMException("the run was cancelled", "AbortError"));
  if (outer.aborted) onAbort();
  else outer.addEventListener("abort", onAbort, { once: true });
  if (run?.aborted) onCancel();
  else run?.addEventListener("abort", onCancel, { once: true });
  return {
    signal: controller.signal,
    clear() {
      clearTimeout(timer);
      outer.removeEventListener("abort", onAbort);
      run?.removeEventListener("abort", onCancel);
    }
  };
}
function raceAbort(promise, signal) {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve3, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve3, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

// conformance/http/backoff.ts
function nextWait(input) {
  const { retryAfterMs, attempt, leftMs, firstProbeMs, maxProbeMs } = input;
  if (retryAfterMs !== void 0 && retryAfterMs <= leftMs) return retryAfterMs;
  const probe2 = Math.min(maxProbeMs, firstProbeMs * 2 ** attempt);
  return Math.round(probe2 / 2 + Math.random() * probe2 / 2);
}
function withBackoff(fetchImpl, options) {
  const maxWaitMs = options.maxWaitMs ?? 6e4;
  const firstProbeMs = options.firstProbeMs ?? 500;
  const maxProbeMs = options.maxProbeMs ?? 8e3;
  const { signal, sleep: injected } = options;
  const wait = injected ? (ms) => signal ? raceAbort(injected(ms), signal) : injected(ms) : (ms) => sleep(ms, signal);
  return async (request, init) => {
    const until = Math.min(options.deadline, Date.now() + maxWaitMs);
    for (let attempt = 0; ; attempt++) {
      const response = await fetchImpl(request.clone(), init);
      if (response.status !== 429) return response;
      const retryAfterMs = parseRetryAfter(response.headers.get("retry-after"));
      const leftMs = until - Date.now();
      const waitMs = nextWait({ retryAfterMs, attempt, leftMs, firstProbeMs, maxProbeMs });
      if (waitMs > leftMs) return response;
      options.onWait?.({ waitMs, retryAfterMs, attempt, request });
      await wait(waitMs);
    }
  };
}

// conformance/checks/memory/rate-retry-after.ts
var longestWaitSeconds = 15;
var rate_retry_after_default = defineCheck({
  id: "MEM-RATE-RETRY-AFTER",
  title: "a 429 carries Retry-After in whole seconds, and waiting that long is enough",
  api: "memory",
  level: "kit",
  source: "openapi/memory.yaml: RetryAfter header (x-inferred)",
  rule: "The description asks clients to back off but gives no header; Retry-After in seconds is the HTTP convention for 429.",
  why: "the kit's choice: the documents advise exponential back-off and do not require Retry-After.",
  requires: ["rateLimit"],
  run: async (ctx) => {
    const { limited, sent } = await rateBurst(ctx);
    ctx.expect(limited, "a 429 from the burst to read Retry-After from", `no 429 in ${sent} requests`);
    const value = limited.responseHeaders["retry-after"];
    ctx.expect(
      value !== void 0 && /^\d+$/.test(value),
      "Retry-After: <whole seconds>",
      `Retry-After ${JSON.stringify(value)}`,
      limited
    );
    const seconds2 = Number(value);
    if (seconds2 > longestWaitSeconds) return;
    await sleep(seconds2 * 1e3 + 250, ctx.options.signal);
    const after = await ctx.send({
      method: "POST",
      path: "/v1/anchors",
      headers: ownHeadersOf(ctx),
      json: { name: ctx.label("after retry"), type: "conformance" },
      retry: false
    });
    ctx.expect(after.status !== 429, `no 429 after waiting Retry-After (${seconds2} s)`, void 0, after);
  }
});

// conformance/checks/memory/recall-anchor-scope.ts
var recall_anchor_scope_default = defineCheck({
  id: "MEM-RECALL-ANCHOR-SCOPE",
  title: "recall returns only atoms of the anchor it names, never those of another anchor",
  api: "memory",
  level: "documented",
  source: "Endpoints: Runtime endpoints",
  rule: "POST /v1/recall: recall memory for a single anchor.",
  why: 'documented: recall is "for a single anchor", and an anchor is "a reusable memory scope"; atoms of another anchor are outside that scope, however relevant.',
  restsOn: ["MEM-ANCHOR-UUID"],
  run: async (ctx) => {
    const own = await createAnchor(ctx, "scope own");
    const other = await createAnchor(ctx, "scope other");
    const owned = await storeEach(ctx, own.anchorId, [`${ctx.label("note")}: the garden hose leaks`]);
    const foreign = await storeEach(ctx, other.anchorId, [
      `${ctx.label("note")}: garden hose, garden hose, the garden hose is new`,
      `${ctx.label("note")}: a second garden hose for the garden`
    ]);
    const recalled = await recall(ctx, own.anchorId, "garden hose", 5);
    const leaked = recalled.items.filter((item) => foreign.includes(item.atom_id));
    ctx.expect(
      leaked.length === 0,
      `only atoms of anchor ${own.anchorId} (stored: ${owned.join(", ")})`,
      `atoms of anchor ${other.anchorId} came back: ${leaked.map((item) => item.atom_id).join(", ")}`,
      recalled.exchange
    );
  }
});

// conformance/checks/memory/recall-default-limit.ts
var recall_default_limit_default = defineCheck({
  id: "MEM-RECALL-DEFAULT-LIMIT",
  title: "recall without limit returns at most 10 items",
  api: "memory",
  level: "kit",
  source: "openapi/memory.yaml: RecallRequest.limit (x-inferred)",
  rule: "Default and maximum are not shown; 10 and 100 match the page caps of comparable APIs",
  why: "the kit's choice: the default limit is not shown.",
  restsOn: ["MEM-ANCHOR-UUID"],
  run: async (ctx) => {
    const { anchorId } = await createAnchor(ctx, "default limit");
    const contents = Array.from(
      { length: 12 },
      (_, n) => `${ctx.label("note")} ${n + 1}: shipping address update`
    );
    await storeEach(ctx, anchorId, contents);
    const recalled = await recall(ctx, anchorId, "shipping address update");
    ctx.expect(
      recalled.items.length >= 1 && recalled.items.length <= 10,
      "between 1 and 10 items (12 stored atoms match, limit left at its default of 10)",
      `${recalled.items.length} items`,
      recalled.exchange
    );
  }
});

// conformance/checks/memory/recall-limit.ts
var integerEdges = /* @__PURE__ */ new Set(["minimum", "below-minimum", "maximum", "above-maximum", "zero", "negative"]);
var recall_limit_default = defineCheck({
  id: "MEM-RECALL-LIMIT",
  title: "recall never returns more items than limit, and honours it when more atoms match, at every edge of limit",
  api: "memory",
  level: "documented",
  source: "Endpoints: Runtime endpoints, rule 2",
  rule: "The recall limit caps the number of returned items.",
  why: "documented: Endpoints, rule 2. Its bounds are not shown, so refusing an edge value (any 4xx) is as correct as serving it; served, it caps the items, 0 included.",
  restsOn: ["MEM-ANCHOR-UUID"],
  run: async (ctx) => {
    const { anchorId } = await createAnchor(ctx, "limit");
    const contents = [1, 2, 3, 4, 5].map((n) => `${ctx.label("note")} ${n}: the quarterly budget review`);
    await storeEach(ctx, anchorId, contents);
    for (const limit of [1, 3]) {
      const recalled = await recall(ctx, anchorId, "quarterly budget review", limit);
      ctx.expect(
        recalled.items.length <= limit && recalled.items.length > 0,
        `between 1 and ${limit} items for limit ${limit} (5 stored atoms match the query)`,
        `${recalled.items.length} items`,
        recalled.exchange
      );
    }
    const input = documentedInputs("memory").find((i) => i.operationId === "recall" && i.name === "limit");
    for (const edge of input ? inputEdges(input) : []) {
      if (!input || !integerEdges.has(edge.class) || typeof edge.value !== "number") continue;
      const limit = edge.value;
      const exchange = await ctx.send({
        method: "POST",
        path: "/v1/recall",
        headers: ownHeadersOf(ctx),
        json: { anchor_id: anchorId, query: "quarterly budget review", limit }
      });
      const status = exchange.status ?? 0;
      const items2 = jsonOf(exchange)?.items;
      const count = Array.isArray(items2) ? items2.length : void 0;
      const refused = status >= 400 && status < 500;
      ctx.probe(
        probeRecord(
          input,
          edge,
          exchange,
          `refused (a 4xx), or at most ${limit} items`,
          refused || (count ?? 0) <= limit
        )
      );
      if (refused || status >= 500) continue;
      ctx.expect(
        count !== void 0 && count <= Math.max(0, limit),
        `a 4xx refusal, or at most ${limit} items for limit ${limit} (5 stored atoms match the query)`,
        `${status} with ${count ?? "no"} items`,
        exchange
      );
    }
  }
});

// conformance/checks/memory/recall-limit-range.ts
var recall_limit_range_default = defineCheck({
  id: "MEM-RECALL-LIMIT-RANGE",
  title: "a recall limit outside 1..100 (0, 101) is 400 bad_request, and its ends (1, 100) are served",
  api: "memory",
  level: "kit",
  source: "openapi/memory.yaml: RecallRequest.limit (x-inferred)",
  rule: "Default and maximum are not shown; 10 and 100 match the page caps of comparable APIs, and an out-of-range value is a 400 so a client bug is not hidden.",
  why: `the kit's choice: "Default and maximum value of limit for recall: not shown"; clamping instead of refusing is as correct.`,
  restsOn: ["MEM-ANCHOR-UUID"],
  run: async (ctx) => {
    const { anchorId } = await createAnchor(ctx, "limit range");
    for (const limit of [0, 101]) {
      const exchange = await ctx.send({
        method: "POST",
        path: "/v1/recall",
        headers: ownHeadersOf(ctx),
        json: { anchor_id: anchorId, query: "anything", limit }
      });
      const code = jsonOf(exchange)?.error;
      ctx.expect(
        exchange.status === 400 && code === "bad_request",
        `400 bad_request for limit ${limit}`,
        void 0,
        exchange
      );
    }
    for (const limit of [1, 100]) {
      const exchange = await ctx.send({
        method: "POST",
        path: "/v1/recall",
        headers: ownHeadersOf(ctx),
        json: { anchor_id: anchorId, query: "anything", limit }
      });
      const items2 = jsonOf(exchange)?.items;
      ctx.expect(
        exchange.status === 200 && Array.isArray(items2) && items2.length <= limit,
        `200 with at most ${limit} items for limit ${limit}`,
        `${exchange.status ?? "no answer"}${Array.isArray(items2) ? `, ${items2.length} items` : ""}`,
        exchange
      );
    }
  }
});

// conformance/checks/memory/recall-session.ts
var recall_session_default = defineCheck({
  id: "MEM-RECALL-SESSION",
  title: "every recall response carries a UUID session_id, also when nothing matches",
  api: "memory",
  level: "documented",
  source: "Resources and their fields: Recall session",
  rule: "A recall response carries session_id (string, UUID format). Feedback refers to it.",
  why: 'documented: "A recall response carries session_id (string, UUID format)"; implied for an empty result too, since every recall opens a session feedback can name.',
  restsOn: ["MEM-ANCHOR-UUID"],
  run: async (ctx) => {
    const { anchorId } = await createAnchor(ctx, "session");
    await storeEach(ctx, anchorId, [`${ctx.label("note")}: the office moves to Lisbon in June`]);
    for (const query2 of ["office moves Lisbon", "zebra xylophone quantum"]) {
      const recalled = await recall(ctx, anchorId, query2, 5);
      ctx.expect(
        uuidPattern.test(recalled.sessionId),
        "session_id in UUID format",
        `session_id ${JSON.stringify(recalled.sessionId)}`,
        recalled.exchange
      );
    }
  }
});

// conformance/checks/memory/recall-sorted.ts
function isNonIncreasing(items2) {
  return items2.every((item, index) => index === 0 || item.score <= items2[index - 1].score);
}
var scores = (items2) => JSON.stringify(items2.map((item) => item.score));
var recall_sorted_default = defineCheck({
  id: "MEM-RECALL-SORTED",
  title: "recall lists items best first, and a limit that cuts the list keeps the most relevant",
  api: "memory",
  level: "documented",
  source: "Recall result item; Endpoints, rule 2",
  rule: "score: number (decimal relevance score). The recall limit caps the number of returned items.",
  why: 'implied: score is the "decimal relevance score" and limit "caps the number of returned items": a capped list that drops a more relevant atom than one it keeps, or lists them out of relevance order, is not recall by relevance.',
  // Comparing a cut list with the whole rests on limit being honoured.
  restsOn: ["MEM-ANCHOR-UUID", "MEM-RECALL-LIMIT"],
  run: async (ctx) => {
    const { anchorId } = await createAnchor(ctx, "sorted");
    await storeEach(ctx, anchorId, [
      `${ctx.label("note")}: garden`,
      `${ctx.label("note")}: garden hose and garden shed, the garden hose is green`,
      `${ctx.label("note")}: the garden hose leaks`,
      `${ctx.label("note")}: unrelated billing detail`,
      `${ctx.label("note")}: hose`
    ]);
    const whole = await recall(ctx, anchorId, "garden hose", 5);
    ctx.expect(
      isNonIncreasing(whole.items),
      "scores in non-increasing order",
      `scores ${scores(whole.items)}`,
      whole.exchange
    );
    const cut = await recall(ctx, anchorId, "garden hose", 2);
    ctx.expect(
      isNonIncreasing(cut.items),
      "scores in non-increasing order",
      `scores ${scores(cut.items)}`,
      cut.exchange
    );
    const kept = new Set(cut.items.map((item) => item.atom_id));
    const lowestKept = Math.min(...cut.items.map((item) => item.score));
    const dropped = whole.items.filter((item) => !kept.has(item.atom_id) && item.score > lowestKept);
    const count = cut.items.length;
    const cutShort = whole.items.length >= 2 && count !== 2;
    ctx.expect(
      dropped.length === 0 && !cutShort,
      "limit 2 to return the two most relevant atoms of the same recall with limit 5",
      cutShort ? `limit 2 returned ${count} ${count === 1 ? "item" : "items"} (scores ${scores(cut.items)}) where limit 5 listed ${whole.items.length}` : `limit 2 kept ${scores(cut.items)}; limit 5 listed ${scores(whole.items)}, so it dropped ${dropped.map((item) => `${item.atom_id} (score ${item.score})`).join(", ")}`,
      cut.exchange
    );
  }
});

// conformance/checks/shared/kit-error.ts
function isRefused(ctx, exchange, status, code) {
  if (ctx.level === "documented") return (exchange.status ?? 0) >= 400 && (exchange.status ?? 0) < 500;
  return exchange.status === status && jsonOf(exchange)?.error === code;
}
function refusal(ctx, status, code) {
  return ctx.level === "documented" ? "a 4xx refusal" : `${status} {"error": "${code}", "message": <string>}`;
}
function failUnrefused(ctx, served, status, code) {
  failEach(ctx, `${refusal(ctx, status, code)} for each of them`, served);
}

// conformance/checks/memory/required-field.ts
var required_field_default = defineCheck({
  id: "MEM-REQUIRED-FIELD",
  title: "a request without a field its operation cannot do without is 400 bad_request",
  api: "memory",
  level: "kit",
  advisory: true,
  source: "openapi/memory.yaml: request schemas, required (x-inferred)",
  rule: "An atom needs anchor_id and content; a recall needs anchor_id and query; feedback needs session_id, success and used_memory_atom_ids; an anchor needs name and type.",
  why: "the kit's choice: the documents list request fields but not which are required; storing an atom without content or recalling without a query would surprise a reviewer, so the documented level warns.",
  restsOn: ["MEM-ANCHOR-UUID"],
  run: async (ctx) => {
    const { anchorId } = await createAnchor(ctx, "required fields");
    const requests = [
      ["/v1/atoms", "content", { anchor_id: anchorId, chunking: { enabled: false } }],
      ["/v1/recall", "query", { anchor_id: anchorId, limit: 1 }],
      ["/v1/feedback", "session_id", { success: true, used_memory_atom_ids: [unknownId()] }],
      ["/v1/anchors", "name", { type: "conformance" }]
    ];
    const accepted = [];
    for (const [path2, missing, json] of requests) {
      const exchange = await ctx.send({ method: "POST", path: path2, headers: ownHeadersOf(ctx), json });
      if (!isRefused(ctx, exchange, 400, "bad_request"))
        accepted.push([`${path2} without ${missing}`, exchange]);
    }
    failUnrefused(ctx, accepted, 400, "bad_request");
  }
});

// conformance/schema/response-validator.ts
var import__ = __toESM(require__(), 1);
var import_ajv_formats = __toESM(require_dist(), 1);

// conformance/schema/error-rules.ts
var documentedErrorCodes = {
  "400": "bad_request",
  "402": "billing_access_blocked",
  "403": "forbidden",
  "404": "not_found",
  "429": "rate_limited"
};
var errorShape = {
  type: "object",
  required: ["error", "message"],
  properties: { error: { type: "string" }, message: { type: "string" } }
};
function pairedCode(response) {
  const schema = jsonSchemaOf(response);
  const parts = schema?.allOf ?? [];
  for (const part of parts) {
    const code = part.properties?.error?.const;
    if (typeof code === "string") return code;
  }
  return void 0;
}
function validateError(parts, operation, documented, exchange, body, violation) {
  const isRuntime = parts.api === "memory" && operation.path.startsWith("/v1/");
  if (parts.level === "documented" && !isRuntime) return [];
  const violations = [];
  const shape = parts.compile(errorShape);
  if (!shape(body))
    violations.push(violation("schema", 'error body is not {"error": <string>, "message": <string>}'));
  violations.push(...validateHeaders(parts, documented, exchange, violation));
  const status = String(exchange.status);
  const code = parts.level === "documented" ? documentedErrorCodes[status] : pairedCode(documented);
  const received = body?.error;
  if (code && received !== code) {
    violations.push(
      violation("error-code", `status ${status} pairs with error "${code}"; got ${JSON.stringify(received)}`)
    );
  }
  return violations;
}
function validateHeaders(parts, documented, exchange, violation) {
  if (parts.level === "documented") return [];
  const headers = documented?.headers ?? {};
  return Object.entries(headers).filter(([, header]) => header.required === true).flatMap(([name, header]) => {
    const value = exchange.responseHeaders[name.toLowerCase()];
    const schema = header.schema ?? {};
    const parsed = schema.type === "integer" && value !== void 0 && /^\d+$/.test(value) ? Number(value) : value;
    return value !== void 0 && parts.compile(schema)(parsed) ? [] : [
      violation(
        "schema",
        `header ${name} is required (${JSON.stringify(schema)}); got ${JSON.stringify(value)}`
      )
    ];
  });
}

// conformance/schema/response-validator.ts
var addFormats = import_ajv_formats.default.default ?? import_ajv_formats.default;
var payloadNotShown = /* @__PURE__ */ new Set(["ingestMemory", "recallMemory", "hydrateMemory", "getApiInfo"]);
function successResponse(operation) {
  return Object.entries(operation.responses).find(([status]) => status.startsWith("2"));
}
function createResponseValidator(api, level) {
  const operations = operationsOf(api);
  const ajv = new import__.Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const compiled = /* @__PURE__ */ new Map();
  const compile = (schema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(level === "documented" ? stripInferred(schema) : schema);
      compiled.set(schema, validate);
    }
    return validate;
  };
  const validator = { api, level, operations, compile };
  return { validate: (exchange) => validateExchange(validator, exchange) };
}
function validateExchange(parts, exchange) {
  const operation = findOperation(parts.operations, exchange.method, exchange.url);
  if (!operation || exchange.status === void 0) return [];
  const status = exchange.status;
  const name = `${operation.operationId} ${status}`;
  const violation = (kind, message) => ({
    kind,
    exchange,
    operation: name,
    message
  });
  const documented = operation.responses[String(status)];
  const isSuccess = status >= 200 && status < 300;
  const acceptedByDocuments = isSuccess || parts.api === "releases" && status >= 400 && status < 500;
  if (!documented && (parts.level === "kit" || !acceptedByDocuments)) {
    const listed = Object.keys(operation.responses).join(", ");
    return [
      violation(
        "status",
        `status ${status} is not documented for ${operation.operationId} (documented: ${listed})`
      )
    ];
  }
  const violations = [];
  const body = jsonOf(exchange);
  if (!isJsonContentType(exchange) || body === void 0) {
    const type = exchange.responseHeaders["content-type"] ?? "none";
    const found = violation(
      "json",
      `expected a JSON body with content-type application/json; got content-type ${type}`
    );
    const bodyNotShown = !isSuccess && !(parts.api === "memory" && operation.path.startsWith("/v1/"));
    if (parts.level === "documented" && bodyNotShown) found.advisory = true;
    violations.push(found);
    return violations;
  }
  if (isSuccess) violations.push(...validateSuccess(parts, operation, documented, body, violation));
  else violations.push(...validateError(parts, operation, documented, exchange, body, violation));
  return violations;
}
function validateSuccess(parts, operation, documented, body, violation) {
  if (parts.level === "documented" && payloadNotShown.has(operation.operationId)) return [];
  const response = documented ?? successResponse(operation)?.[1];
  const schema = jsonSchemaOf(response);
  if (!schema) return [];
  const validate = parts.compile(schema);
  if (validate(body)) return [];
  const problems = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || "/"} ${e.message}`);
  return [violation("schema", `body does not match the documented schema: ${problems.join("; ")}`)];
}

// conformance/checks/shared/response-rules.ts
var validators = /* @__PURE__ */ new Map();
var verdicts = /* @__PURE__ */ new WeakMap();
function validatorFor(api, level) {
  const key = `${api}:${level}`;
  let validator = validators.get(key);
  if (!validator) {
    validator = createResponseValidator(api, level);
    validators.set(key, validator);
  }
  return validator;
}
var expectations = {
  status: "a status the document lists for the operation",
  json: "a JSON body with content-type application/json",
  schema: "a body (and required headers) matching the documented schema for the status",
  "error-code": "the error code the document pairs with the status"
};
async function checkRecordedResponses(ctx, kind, tour) {
  await ctx.memo("response-tour", () => tour(ctx));
  const validator = validatorFor(ctx.check.api, ctx.level);
  const violations = ctx.exchanges().flatMap((exchange) => {
    let found = verdicts.get(exchange);
    if (!found) {
      found = validator.validate(exchange);
      verdicts.set(exchange, found);
    }
    return found.filter((violation) => violation.kind === kind);
  });
  const describe = (found) => {
    const shown = found.slice(0, 8).map((v) => `${v.operation} (sent by ${v.exchange.checkId ?? "the suite"}): ${v.message}`);
    const more = found.length > shown.length ? [`\u2026 and ${found.length - shown.length} more`] : [];
    return [...shown, ...more].join("\n");
  };
  const advisory = violations.filter((violation) => violation.advisory);
  const firstAdvisory = advisory[0];
  if (firstAdvisory)
    ctx.warn(`${expectations[kind]} on every response`, describe(advisory), firstAdvisory.exchange);
  const groups = /* @__PURE__ */ new Map();
  for (const violation of violations.filter((found) => !found.advisory)) {
    const deviation = deviationOf(violation);
    groups.set(deviation, [...groups.get(deviation) ?? [], violation]);
  }
  for (const [deviation, found] of groups) {
    const first = found[0];
    const by = kind === "status" ? "status" : kind === "schema" ? "request" : void 0;
    const cause = by ? found.map((v) => ctx.causeOf(v.exchange, by)).find(Boolean) : void 0;
    ctx.flag(`${expectations[kind]} on every response`, describe(found), first.exchange, deviation, cause);
  }
}
function deviationOf(violation) {
  const body = jsonOf(violation.exchange);
  if (violation.kind === "error-code")
    return typeof body?.error === "string" ? errorCodeDeviation : errorShapeDeviation;
  if (/must match (format "uuid"|pattern "\^\[0-9a-fA-F\]\{8\})/.test(violation.message))
    return notUuidDeviation;
  if (violation.kind === "status") return `${violation.exchange.status} undocumented for the operation`;
  return `${violation.kind}: ${violation.message.replace(/\/\d+(?=\/|\s|$)/g, "/*")}`;
}

// conformance/checks/memory/support/memory-tour.ts
async function memoryTour(ctx) {
  await tolerate(async () => {
    const { anchorId } = await createAnchor(ctx, "tour");
    const { atomIds } = await storeAtoms(ctx, anchorId, `${ctx.label("tour")}: prefers tea over coffee`);
    await storeAtoms(ctx, anchorId, `${ctx.label("tour")}

Second paragraph.`, {
      chunking: { enabled: true }
    });
    const recalled = await recall(ctx, anchorId, "tea coffee", 5);
    await sendFeedback(ctx, recalled.sessionId, true, atomIds);
  });
  await ctx.send({
    method: "POST",
    path: "/v1/recall",
    headers: ownHeadersOf(ctx),
    json: { anchor_id: unknownId(), query: "x" }
  });
  await ctx.send({
    method: "POST",
    path: "/v1/anchors",
    headers: { "x-api-key": ctx.options.apiKey },
    json: { name: "x", type: "x" }
  });
  if (ctx.level === "kit") {
    await tolerate(async () => {
      const user = ctx.label("tour user");
      await ingest(ctx, user, ["Prefers window seats."]);
      await recallMemory(ctx, user, "window seats", 3);
      await hydrate(ctx, user, 50);
    });
  }
  if (ctx.options.checkout) {
    await tolerate(() => createdCheckout(ctx));
    await ctx.send({
      method: "POST",
      path: "/api/v1/billing/maas/checkout-session",
      json: { company_name: 1 }
    });
  }
}
async function tolerate(step) {
  try {
    await step();
  } catch (error) {
    if (error?.name === "TransportError") throw error;
  }
}

// conformance/checks/memory/resp-error-code.ts
var resp_error_code_default = defineCheck({
  id: "MEM-RESP-ERROR-CODE",
  title: "every error response carries the code the document pairs with its status",
  api: "memory",
  level: "documented",
  source: "Errors",
  rule: "400 bad_request; 402 billing_access_blocked; 403 forbidden; 404 not_found; 429 rate_limited",
  why: "documented: the Errors table pairs each status with its error code.",
  run: (ctx) => checkRecordedResponses(ctx, "error-code", memoryTour)
});

// conformance/checks/memory/resp-json.ts
var resp_json_default = defineCheck({
  id: "MEM-RESP-JSON",
  title: "every response is JSON with content-type application/json",
  api: "memory",
  level: "documented",
  source: "What the service does",
  rule: "All requests and responses use JSON. All listed operations use the POST method.",
  why: 'documented: "All requests and responses use JSON."',
  run: (ctx) => checkRecordedResponses(ctx, "json", memoryTour)
});

// conformance/checks/memory/resp-schema.ts
var resp_schema_default = defineCheck({
  id: "MEM-RESP-SCHEMA",
  title: "every response body matches the documented schema for its operation and status",
  api: "memory",
  level: "documented",
  source: "Resources and their fields; Errors",
  rule: "Runtime error bodies are JSON with two string fields, error (machine code) and message (short text).",
  why: "documented: the fields of each resource and the error body; the kit's x-inferred parts and the payloads the documents do not show are judged at the kit level only.",
  run: (ctx) => checkRecordedResponses(ctx, "schema", memoryTour)
});

// conformance/checks/memory/resp-status.ts
var resp_status_default = defineCheck({
  id: "MEM-RESP-STATUS",
  title: "every response has a status the document lists for its operation",
  api: "memory",
  level: "documented",
  source: "Errors; Endpoints",
  rule: 'The Errors table lists 400, 402, 403, 404 and 429 for runtime calls; "Success status codes of all endpoints: not shown".',
  why: "documented: the Errors table lists the runtime error statuses; success codes are not shown, so the documented level accepts any 2xx and the kit level the kit's own.",
  run: (ctx) => checkRecordedResponses(ctx, "status", memoryTour)
});

// conformance/checks/shared/response-time.ts
function routeOf(exchange, ctx) {
  const base = new URL(ctx.options.baseUrl).pathname.replace(/\/+$/, "");
  const { pathname } = new URL(exchange.url);
  const path2 = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  const operation = findOperation(operationsOf(ctx.check.api), exchange.method, `http://route${path2}`);
  return `${exchange.method} ${operation?.path ?? path2}`;
}
async function checkResponseTimes(ctx, tour) {
  await ctx.memo("response-tour", () => tour(ctx));
  const budget = ctx.options.maxResponseTimeMs ?? Number.POSITIVE_INFINITY;
  const slowest = /* @__PURE__ */ new Map();
  for (const exchange of ctx.exchanges()) {
    if (exchange.status === void 0 || exchange.durationMs <= budget) continue;
    const route = routeOf(exchange, ctx);
    const seen = slowest.get(route);
    slowest.set(route, {
      exchange: seen && seen.exchange.durationMs >= exchange.durationMs ? seen.exchange : exchange,
      over: (seen?.over ?? 0) + 1
    });
  }
  const routes = [...slowest.entries()].sort((a, b) => b[1].exchange.durationMs - a[1].exchange.durationMs);
  const worst = routes[0]?.[1].exchange;
  if (!worst) return;
  const lines = routes.map(
    ([route, { exchange, over }]) => `${route}: slowest ${exchange.durationMs} ms (sent by ${exchange.checkId ?? "the suite"}), ${over} over the budget`
  );
  ctx.fail(`every response within ${budget} ms (--max-response-time)`, lines.join("\n"), worst);
}

// conformance/checks/memory/resp-time.ts
var resp_time_default = defineCheck({
  id: "MEM-RESP-TIME",
  title: "every response arrives within the run's response-time budget (--max-response-time)",
  api: "memory",
  level: "documented",
  source: "the run's own budget (--max-response-time)",
  rule: "Each response, headers and body, arrives within the budget the run was given.",
  why: "the user's budget: not a rule of the documents; it runs only when --max-response-time is given, and then fails the run like a documented rule.",
  requires: ["maxResponseTime"],
  run: (ctx) => checkResponseTimes(ctx, memoryTour)
});

// conformance/checks/memory/index.ts
var memoryChecks = [
  auth_no_key_default,
  auth_invalid_key_default,
  auth_no_workspace_default,
  auth_blank_default,
  auth_bearer_default,
  auth_x_api_key_default,
  auth_denied_default,
  auth_blocked_default,
  malformed_json_default,
  bad_input_default,
  required_field_default,
  anchor_uuid_default,
  anchor_fields_default,
  atom_unchunked_default,
  atom_count_default,
  atom_chunked_default,
  atom_chunk_size_default,
  atom_recalled_default,
  anchor_not_found_atoms_default,
  anchor_not_found_recall_default,
  recall_limit_default,
  recall_session_default,
  recall_sorted_default,
  recall_anchor_scope_default,
  recall_limit_range_default,
  recall_default_limit_default,
  body_closed_default,
  feedback_not_found_default,
  feedback_reinforces_default,
  feedback_only_listed_default,
  feedback_session_scope_default,
  feedback_failure_default,
  isolation_anchor_default,
  isolation_session_default,
  ingest_anchor_default,
  memory_recall_default,
  hydrate_budget_default,
  checkout_email_default,
  checkout_fields_default,
  checkout_success_url_default,
  checkout_cancel_url_default,
  checkout_echo_default,
  checkout_invalid_default,
  resp_status_default,
  resp_json_default,
  resp_schema_default,
  resp_error_code_default,
  resp_time_default,
  rate_limit_default,
  rate_limit_scope_default,
  rate_retry_after_default
];

// conformance/checks/releases/support/releases-api.ts
function pathOf2(kind) {
  if (kind === "sources") return "/api/v1/sources";
  if (kind === "events") return "/api/v1/events";
  return `/api/v1/sources/${kind.sourceId}/events`;
}
function isPagination(value) {
  const p = value;
  return Number.isInteger(p?.limit) && Number.isInteger(p?.offset) && Number.isInteger(p?.total);
}
async function listPage(ctx, kind, query2 = {}) {
  const exchange = await ctx.send({ method: "GET", path: pathOf2(kind), query: query2 });
  ctx.expectStatus(exchange, "success");
  const body = ctx.json(exchange);
  const field = kind === "sources" ? "sources" : "events";
  const records = body?.[field];
  ctx.expect(
    Array.isArray(records) && isPagination(body.pagination),
    `{${field}: [...], pagination: {limit, offset, total}} with integer pagination fields`,
    void 0,
    exchange
  );
  return { records, pagination: body.pagination, exchange };
}
var pageSize = 100;
var prefixPages = 10;
function fitsBudget(ctx, pages) {
  const { maxRequests, maxDurationMs } = ctx.options;
  const exchanges = ctx.exchanges();
  const requestsLeft = maxRequests - exchanges.length - Math.max(100, Math.floor(maxRequests / 3));
  const spentMs = exchanges.reduce((sum, exchange) => sum + exchange.durationMs, 0);
  const recent = exchanges.filter((exchange) => exchange.status !== void 0).slice(-20);
  const meanMs = recent.reduce((sum, exchange) => sum + exchange.durationMs, 0) / Math.max(1, recent.length);
  const timeLeftMs = maxDurationMs - spentMs - maxDurationMs / 3;
  return pages <= requestsLeft && pages * meanMs <= timeLeftMs;
}
async function walk(ctx, kind, query2) {
  const first = await listPage(ctx, kind, { ...query2, limit: pageSize, offset: 0 });
  const total = first.pagination.total;
  const needed = Math.floor(Math.max(total, first.records.length) / pageSize) + 1;
  const full = fitsBudget(ctx, needed);
  const bound = full ? needed + 2 : Math.min(needed, prefixPages);
  const result = { records: [...first.records], pages: [first], complete: false, total };
  for (let offset = first.records.length; result.pages.length < bound; ) {
    if (result.pages.at(-1).records.length < pageSize) break;
    const page = await listPage(ctx, kind, { ...query2, limit: pageSize, offset });
    result.pages.push(page);
    result.records.push(...page.records);
    offset += page.records.length;
  }
  result.complete = result.pages.at(-1).records.length < pageSize;
  return result;
}
function listName(kind, query2 = {}) {
  const pairs = Object.entries(query2).filter(([, value]) => value !== void 0);
  const search = pairs.map(([name, value]) => `${name}=${value}`).join("&");
  return `GET ${pathOf2(kind)}${search ? `?${search}` : ""}`;
}
async function walkList(ctx, kind, query2 = {}) {
  const result = await ctx.memo(`walk ${JSON.stringify([kind, query2])}`, () => walk(ctx, kind, query2));
  const name = listName(kind, query2);
  ctx.note(
    result.complete ? `${name}: walked completely, ${result.records.length} records in ${result.pages.length} pages` : `${name}: ${result.total} records are more than the run's budget lets it walk (--max-requests ${ctx.options.maxRequests}, --max-duration ${ctx.options.maxDurationMs}); judged from its first ${result.records.length} records, pages at known offsets and totals that must add up`
  );
  return result;
}
function allSources(ctx) {
  return walkList(ctx, "sources", { active_only: false });
}
function allEvents(ctx) {
  return walkList(ctx, "events");
}
function mostCommon(values2) {
  const counts = /* @__PURE__ */ new Map();
  for (const value of values2) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}
function offenders(records, holds) {
  const bad = records.filter((record) => !holds(record));
  return `${bad.length} of ${records.length} records break it, e.g. ${JSON.stringify(bad.slice(0, 2))}`;
}

// conformance/checks/releases/active-default.ts
var active_default_default = defineCheck({
  id: "REL-ACTIVE-DEFAULT",
  title: "GET /api/v1/sources lists only active sources by default",
  api: "releases",
  level: "documented",
  source: "Endpoints: GET /api/v1/sources",
  rule: "active_only | boolean | true | only active sources",
  why: "documented: active_only defaults to true.",
  run: async (ctx) => {
    const { records, pages } = await walkList(ctx, "sources");
    const inactive = records.filter((source) => source.is_active !== true);
    const page = pages.find((candidate) => candidate.records.some((source) => source.is_active !== true)) ?? pages[0];
    ctx.expect(
      inactive.length === 0,
      "every source is_active true without active_only",
      () => `inactive sources listed: ${inactive.slice(0, 5).map((source) => source.id).join(", ")}`,
      page?.exchange
    );
  }
});

// conformance/checks/releases/active-false.ts
var active_false_default = defineCheck({
  id: "REL-ACTIVE-FALSE",
  title: "active_only=false lists inactive sources too: every source an event names, and every active one",
  api: "releases",
  level: "documented",
  source: "Endpoints: GET /api/v1/sources",
  rule: "active_only | boolean | true | only active sources",
  why: 'documented: active_only=false lifts the "only active sources" filter.',
  run: async (ctx) => {
    const all = await allSources(ctx);
    const active = await walkList(ctx, "sources");
    const ids = new Set(all.records.map((source) => source.id));
    const lost = active.records.filter((source) => !ids.has(source.id)).map((source) => source.id);
    const first = all.pages[0]?.exchange;
    if (!all.complete) {
      ctx.expect(
        all.total >= active.total,
        `a total with active_only=false (${all.total}) at least the active sources' (${active.total})`,
        `${all.total}`,
        first
      );
      return;
    }
    ctx.expect(
      lost.length === 0,
      "every active source also listed with active_only=false",
      `missing: ${lost.join(", ")}`,
      first
    );
    const events = await allEvents(ctx);
    const unlisted = [...new Set(events.records.map((event) => event.source_id))].filter(
      (id) => !ids.has(id)
    );
    ctx.expect(
      unlisted.length === 0,
      "every source that events refer to listed with active_only=false",
      `sources ${unlisted.slice(0, 10).join(", ")} have events but are not listed`,
      first
    );
  }
});

// conformance/checks/releases/api-info.ts
var api_info_default = defineCheck({
  id: "REL-API-INFO",
  title: "GET /api/v1 answers with API information as a JSON object",
  api: "releases",
  level: "documented",
  source: "Endpoints: GET /api/v1",
  rule: "Returns API information and the available endpoints. Response body shape: not shown.",
  why: 'documented: the endpoint exists and returns JSON ("every listed operation uses GET and returns JSON"); its body shape is not shown, so any JSON object passes.',
  run: async (ctx) => {
    const exchange = await ctx.send({ method: "GET", path: "/api/v1" });
    ctx.expectStatus(exchange, "success");
    const body = ctx.json(exchange);
    ctx.expect(
      body !== null && typeof body === "object" && !Array.isArray(body),
      "a JSON object",
      void 0,
      exchange
    );
  }
});

// conformance/checks/releases/bad-input.ts
var badQueries = [
  ["/api/v1/events", { limit: "abc" }],
  ["/api/v1/events", { offset: "abc" }],
  ["/api/v1/events", { limit: "-5" }],
  ["/api/v1/events", { source_id: "abc" }],
  ["/api/v1/events", { start_date: "not-a-date" }],
  ["/api/v1/events", { end_date: "2024-13-45T99:00:00Z" }],
  ["/api/v1/events", { limit: "1e999" }],
  ["/api/v1/sources", { limit: "abc" }],
  ["/api/v1/sources", { active_only: "maybe" }],
  ["/api/v1/sources", { offset: "99999999999999999999999" }],
  ["/api/v1/sources/abc/events", {}],
  ["/api/v1/sources/99999999999999999999999/events", { severity: "Danger" }]
];
var malformed = /abc|not-a-date|maybe|99:00/;
var bad_input_default2 = defineCheck({
  id: "REL-BAD-INPUT",
  title: "malformed query values never get a 5xx; serving them as valid is a warning",
  api: "releases",
  level: "documented",
  source: "GET /api/v1/sources; GET /api/v1/events",
  rule: "limit: integer; offset: integer; source_id: integer; start_date, end_date: ISO datetime; active_only: boolean.",
  why: "implied: a 5xx says the server failed, and a query value is the client's to get wrong. Error statuses are not shown, so any 4xx passes; a 2xx for a value that is not of its documented type is a warning.",
  run: async (ctx) => {
    const crashed = [];
    for (const [path2, query2] of badQueries) {
      const exchange = await ctx.send({ method: "GET", path: path2, query: query2 });
      const status = exchange.status ?? 0;
      const what = `${path2}?${new URLSearchParams(query2)}`;
      if (status >= 500) crashed.push([what, exchange]);
      else if (status < 300 && malformed.test(what))
        ctx.warn(`a 4xx for ${what}`, describeResponse(exchange), exchange);
    }
    failEach(ctx, "a 4xx (never a 5xx) for every malformed query value", crashed);
  }
});

// conformance/checks/releases/bad-query.ts
var bad_query_default = defineCheck({
  id: "REL-BAD-QUERY",
  title: "an invalid query value (unknown severity, limit 0, negative offset) is 400 bad_request",
  api: "releases",
  level: "kit",
  advisory: true,
  source: "openapi/releases.yaml: BadRequest (x-inferred)",
  rule: "Error statuses are not shown; an invalid query value is the client's mistake, so 400.",
  why: "the kit's choice: error statuses are not shown; serving an unknown severity, a zero limit or a negative offset as if valid would surprise a reviewer, so the documented level warns.",
  run: async (ctx) => {
    const queries = [
      { severity: "Catastrophic" },
      { limit: "0" },
      { offset: "-1" },
      { event_type: "Launch" }
    ];
    const served = [];
    for (const query2 of queries) {
      const exchange = await ctx.send({ method: "GET", path: "/api/v1/events", query: query2 });
      if (!isRefused(ctx, exchange, 400, "bad_request"))
        served.push([`?${new URLSearchParams(query2)}`, exchange]);
    }
    failUnrefused(ctx, served, 400, "bad_request");
  }
});

// conformance/probes/instant-forms.ts
var pad = (value, width = 2) => String(value).padStart(width, "0");
function localText(ms, offsetMinutes) {
  return new Date(ms + offsetMinutes * 6e4).toISOString().slice(0, 19);
}
function offsetText(minutes) {
  const sign = minutes < 0 ? "-" : "+";
  const size = Math.abs(minutes);
  return `${sign}${pad(Math.floor(size / 60))}:${pad(size % 60)}`;
}
function writeInstant(ms, form, offsetMinutes) {
  const whole = Math.floor(ms / 1e3) * 1e3;
  switch (form) {
    case "instant-positive-offset":
      return `${localText(whole, offsetMinutes)}${offsetText(offsetMinutes)}`;
    case "instant-negative-offset":
      return `${localText(whole, -offsetMinutes)}${offsetText(-offsetMinutes)}`;
    case "instant-fraction":
      return `${localText(whole, 0)}.000Z`;
    case "date-only":
      return localText(whole, 0).slice(0, 10);
    default:
      return `${localText(whole, 0)}Z`;
  }
}
function probeInstant(times) {
  const sorted = [...new Set(times.map((t) => Math.floor(t / 1e3) * 1e3))].sort((a, b) => a - b);
  let best;
  let bestGap = Number.POSITIVE_INFINITY;
  for (let index = 1; index < sorted.length; index++) {
    const gap = sorted[index] - sorted[index - 1];
    if (gap < 2e3 || gap >= 2 * 1439 * 6e4 || gap >= bestGap) continue;
    bestGap = gap;
    const ms = Math.floor((sorted[index - 1] + gap / 2) / 1e3) * 1e3;
    best = { ms, offsetMinutes: Math.min(1439, Math.floor(gap / 2 / 6e4) + 1) };
  }
  return best;
}

// conformance/checks/releases/support/probe-lists.ts
function recordsOf(body) {
  if (typeof body !== "object" || body === null) return void 0;
  const arrays = Object.values(body).filter(Array.isArray);
  return arrays.length === 1 ? arrays[0] : void 0;
}
async function listAnswer(ctx, path2, query2) {
  const exchange = await ctx.send({ method: "GET", path: path2, query: { limit: 100, ...query2 } });
  const body = jsonOf(exchange);
  const records = recordsOf(body) ?? [];
  const ids = records.map((record) => record.id).join(",");
  const fingerprint = `status ${exchange.status}; total ${body?.pagination?.total}; ids ${ids || "none"}`;
  return { exchange, status: exchange.status ?? 0, records, fingerprint };
}
async function concretePath(ctx, input) {
  if (!input.path.includes("{")) return input.path;
  const { records } = await allEvents(ctx);
  const sourceId = mostCommon(records.map((event) => event.source_id)) ?? 1;
  return input.path.replace(/\{[^}]+\}/g, String(sourceId));
}
function mismatches(records, field, value) {
  const wrong = records.filter((record) => record[field] !== value);
  const shown = wrong.slice(0, 5).map((record) => `${record.id} (${JSON.stringify(record[field])})`);
  const more = wrong.length > shown.length ? `, \u2026 ${wrong.length - shown.length} more` : "";
  return `${wrong.length} ${wrong.length === 1 ? "record" : "records"} with ${field} other than ${JSON.stringify(value)}: ${shown.join(", ")}${more}`;
}

// conformance/checks/releases/date-forms.ts
var date_forms_default = defineCheck({
  id: "REL-DATE-FORMS",
  title: "a date bound written with Z, a positive or negative UTC offset, or fractional seconds is the same instant",
  api: "releases",
  level: "documented",
  source: "Endpoints: GET /api/v1/events",
  rule: "start_date | string | ISO datetime lower bound; end_date | string | ISO datetime upper bound",
  why: "documented: the bounds are ISO datetimes, and ISO 8601 writes one instant with Z, with any UTC offset or with fractional seconds; a bound read at another instant is not that bound. A plain date is the kit's reading (midnight UTC), judged at level kit.",
  run: async (ctx) => {
    const { records } = await allEvents(ctx);
    const chosen = probeInstant(
      records.map((event) => Date.parse(event.release_date)).filter(Number.isFinite)
    );
    if (!chosen) {
      ctx.note(
        "no two release dates within a day of each other: the date forms could not be told apart, so none was judged"
      );
      return;
    }
    const inputs = documentedInputs("releases").filter(
      (input) => inputEdges(input).some((edge) => edge.class === "instant-z")
    );
    const wrong = /* @__PURE__ */ new Map();
    for (const input of inputs) {
      const path2 = await concretePath(ctx, input);
      const canonicalText = writeInstant(chosen.ms, "instant-z", chosen.offsetMinutes);
      const canonical = await listAnswer(ctx, path2, { [input.name]: canonicalText });
      for (const edge of inputEdges(input)) {
        if (!edge.class.startsWith("instant-") && edge.class !== "date-only") continue;
        if (edge.class === "instant-z") continue;
        const text = writeInstant(chosen.ms, edge.class, chosen.offsetMinutes);
        const named2 = { ...edge, value: text };
        if (!isJudged(edge, ctx.level) || edge.class === "date-only") {
          ctx.probe(
            probeRecord(
              input,
              named2,
              void 0,
              "not judged: a plain date is not an ISO datetime; the kit reads it as midnight UTC (REL-DATES-INCLUSIVE at level kit)"
            )
          );
          continue;
        }
        const answer = await listAnswer(ctx, path2, { [input.name]: text });
        const same = answer.fingerprint === canonical.fingerprint;
        ctx.probe(probeRecord(input, named2, answer.exchange, `answered as ${canonicalText}`, same));
        if (same) continue;
        const refused = answer.status >= 400 && answer.status < 500;
        const form = edge.class === "instant-fraction" ? "fractional seconds" : "a UTC offset";
        const deviation = refused ? validRefused(answer.status) : `date bound written with ${form} read as another instant`;
        const what = `${inputName(input)}=${text}, not as ${canonicalText} (${canonical.fingerprint})`;
        const received = refused ? describeResponse(answer.exchange) : answer.fingerprint;
        wrong.set(deviation, [...wrong.get(deviation) ?? [], [what, received, answer.exchange]]);
      }
    }
    for (const [deviation, found] of wrong) {
      const [[, , exchange]] = found;
      ctx.flag(
        "a bound written with an offset or fractional seconds answered as the same instant written with Z",
        found.map(([what, received]) => `${what} \u2192 ${received}`).join("\n"),
        exchange,
        deviation
      );
    }
  }
});

// conformance/checks/releases/dates-inclusive.ts
var dates_inclusive_default = defineCheck({
  id: "REL-DATES-INCLUSIVE",
  title: "date bounds are inclusive: start_date = end_date = an event's release_date returns it",
  api: "releases",
  level: "kit",
  source: "openapi/releases.yaml: x-inferred-decisions",
  rule: "Date bounds are inclusive; a plain date YYYY-MM-DD means midnight UTC",
  why: "the kit's choice: whether the date bounds are inclusive is not shown.",
  run: async (ctx) => {
    const { records } = await allEvents(ctx);
    const event = records[Math.floor(records.length / 2)];
    ctx.expect(event, "at least one event to take a date from", "no events");
    const at = event.release_date;
    const page = await listPage(ctx, "events", { start_date: at, end_date: at, limit: 100 });
    ctx.expect(
      page.records.some((record) => record.id === event.id),
      `event ${event.id} (release_date ${at}) in the result`,
      void 0,
      page.exchange
    );
  }
});

// conformance/checks/releases/dates-utc.ts
var utc = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]00:?00)$/;
var dates_utc_default = defineCheck({
  id: "REL-DATES-UTC",
  title: "every release_date is an ISO 8601 datetime in UTC",
  api: "releases",
  level: "documented",
  source: "Resources and their fields: Event",
  rule: "release_date | string (ISO 8601 datetime, UTC)",
  why: "documented: release_date is an ISO 8601 datetime, UTC.",
  run: async (ctx) => {
    const events = await allEvents(ctx);
    for (const page of events.pages) {
      const bad = page.records.filter(
        (event) => !utc.test(String(event.release_date)) || !Number.isFinite(Date.parse(event.release_date))
      );
      ctx.expect(
        bad.length === 0,
        "release_date like 2024-12-05T17:00:00Z",
        () => bad.slice(0, 3).map((event) => `event ${event.id}: ${JSON.stringify(event.release_date)}`).join("; "),
        page.exchange
      );
    }
  }
});

// conformance/checks/releases/embedded-source.ts
var fields2 = ["id", "name", "type", "official_website", "github_url", "docs_url"];
var embedded_source_default = defineCheck({
  id: "REL-EMBEDDED-SOURCE",
  title: "each event's embedded sources object matches its source record",
  api: "releases",
  level: "documented",
  source: "Resources and their fields: Event",
  rule: "sources | object | embedded source summary: id, name, type, official_website, github_url, docs_url",
  why: "documented: each event embeds a sources object (id, name, type, official_website, github_url, docs_url) of the source it refers to.",
  run: async (ctx) => {
    const walk2 = await allSources(ctx);
    const sources = new Map(walk2.records.map((source) => [source.id, source]));
    const events = await allEvents(ctx);
    for (const page of events.pages) {
      for (const event of page.records) {
        const source = sources.get(event.source_id);
        if (!source && !walk2.complete) continue;
        const embedded = event.sources ?? {};
        const differs = fields2.filter((field) => source && embedded[field] !== source[field]);
        ctx.expect(
          source && event.sources?.id === event.source_id && differs.length === 0,
          `event ${event.id}: sources equal to source ${event.source_id}'s ${fields2.join(", ")}`,
          () => `sources ${JSON.stringify(event.sources)}; source record ${JSON.stringify(source ?? null)}`,
          page.exchange
        );
      }
    }
  }
});

// conformance/checks/releases/enum-filters.ts
var enum_filters_default = defineCheck({
  id: "REL-ENUM-FILTERS",
  title: "an enum filter lists only records of its value, for each documented value and for one outside them",
  api: "releases",
  level: "documented",
  source: "Endpoints: GET /api/v1/events",
  rule: "event_type | string | Release, Deprecation or EOL; severity | string | Info, Warning or Danger",
  why: "documented: each is a filter, so a listed record has the value asked for. A value outside the list matches no record: refusing it (any 4xx; error statuses are not shown) or listing nothing are both correct, listing records of other values is not. On a path where the filter is not applied at all (other filters of GET /api/v1/sources/{id}/events: not shown), it is not judged.",
  run: async (ctx) => {
    const inputs = documentedInputs("releases").filter(
      (input) => input.place === "query" && inputEdges(input).some((edge) => edge.class === "enum-value")
    );
    const wrong = /* @__PURE__ */ new Map();
    for (const input of inputs) {
      const path2 = await concretePath(ctx, input);
      const unfiltered = await listAnswer(ctx, path2, {});
      const field = input.name;
      let applied = false;
      const outside = [];
      for (const edge of inputEdges(input)) {
        if (edge.class !== "enum-value" && edge.class !== "enum-outside") continue;
        const value = String(edge.value);
        const judge2 = async () => {
          const answer = await listAnswer(ctx, path2, { [field]: value });
          const refused = answer.status >= 400 && answer.status < 500;
          const filtered = answer.status < 300 && answer.records.every((record) => record[field] === value);
          const judgedHere = applied || edge.class === "enum-value";
          const ok = edge.class === "enum-value" ? answer.status < 300 && (filtered || answer.fingerprint === unfiltered.fingerprint) : refused || filtered;
          const how = !judgedHere ? "not judged: on this path the filter changed no answer" : edge.class === "enum-value" ? `only records with ${field} ${value}` : "refused (a 4xx), or only records of that value (none)";
          ctx.probe(probeRecord(input, edge, answer.exchange, how, judgedHere ? ok : void 0));
          if (answer.fingerprint !== unfiltered.fingerprint && answer.status < 300) applied = true;
          if (ok || !judgedHere || answer.status >= 500) return;
          const kind = edge.class === "enum-value" ? `a documented value of ${field}` : `a value of ${field} outside the documented ones`;
          const received = answer.status >= 300 ? describeResponse(answer.exchange) : mismatches(answer.records, field, value);
          const deviation = answer.status >= 400 ? validRefused(answer.status) : `a filter by ${kind} listed records of other values`;
          wrong.set(deviation, [
            ...wrong.get(deviation) ?? [],
            [`${inputName(input)}=${value}`, received, answer.exchange]
          ]);
        };
        if (edge.class === "enum-outside") outside.push(judge2);
        else await judge2();
      }
      for (const judge2 of outside) {
        if (!applied)
          ctx.note(`${inputName(input)}: the filter changed no answer, so the value outside was not judged`);
        await judge2();
      }
    }
    for (const [deviation, found] of wrong) {
      const [[, , exchange]] = found;
      ctx.flag(
        "only records with the value asked for (a value outside the documented ones refused or listing none)",
        found.map(([what, received]) => `${what} \u2192 ${received}`).join("\n"),
        exchange,
        deviation
      );
    }
  }
});

// conformance/checks/releases/error-shapes.ts
var probes = [
  ["/api/v1/sources", { limit: "abc" }],
  ["/api/v1/events", { limit: "abc" }],
  ["/api/v1/events", { severity: "Catastrophic" }],
  ["/api/v1/sources/abc/events", {}]
];
function shapeOf(exchange) {
  const body = jsonOf(exchange);
  if (body === void 0)
    return `not JSON (${exchange.responseHeaders["content-type"] ?? "no content-type"})`;
  if (body === null || typeof body !== "object" || Array.isArray(body)) return `JSON ${typeof body}`;
  return `{${Object.keys(body).sort().join(", ")}}`;
}
var error_shapes_default = defineCheck({
  id: "REL-ERROR-SHAPES",
  title: "client errors of every endpoint share one body shape",
  api: "releases",
  level: "kit",
  advisory: true,
  source: "openapi/releases.yaml: Error (x-inferred)",
  rule: "Every error of the releases API is {error, message}, as in the memory API.",
  why: `the kit's choice: "Error status codes and error bodies: not shown"; any shape is correct, but one that changes from endpoint to endpoint would surprise every client that parses it, so the documented level warns.`,
  run: async (ctx) => {
    const shapes = /* @__PURE__ */ new Map();
    for (const [path2, query2] of probes) {
      const exchange = await ctx.send({ method: "GET", path: path2, query: query2 });
      if ((exchange.status ?? 0) >= 400) shapes.set(shapeOf(exchange), exchange);
    }
    const [first, second] = [...shapes.values()];
    ctx.expect(
      !second,
      "one error body shape across the endpoints",
      `${shapes.size} shapes: ${[...shapes.keys()].join("; ")}`,
      second ?? first
    );
  }
});

// conformance/checks/releases/events-default-limit.ts
var events_default_limit_default = defineCheck({
  id: "REL-EVENTS-DEFAULT-LIMIT",
  title: "GET /api/v1/events without limit returns pages of 50",
  api: "releases",
  level: "kit",
  source: "openapi/releases.yaml: EventsLimit (x-inferred)",
  rule: "The default is not shown; 50, the sources default, is what a client of both lists expects.",
  why: `the kit's choice: "Default value of limit for events: not shown".`,
  run: async (ctx) => {
    const { records, complete, total } = await allEvents(ctx);
    const page = await listPage(ctx, "events");
    const want = Math.min(50, complete ? records.length : total);
    ctx.expect(
      page.records.length === want,
      `${want} events (default limit 50)`,
      `${page.records.length} events`,
      page.exchange
    );
  }
});

// conformance/checks/releases/support/proofs.ts
var partsOf = {
  severity: ["Info", "Warning", "Danger"],
  event_type: ["Release", "Deprecation", "EOL"]
};
async function expectPagedTotal(ctx, kind, query2, total) {
  const name = listName(kind, query2);
  if (total > 0) {
    const offset = Math.floor((total - 1) / 100) * 100;
    const last = await listPage(ctx, kind, { ...query2, limit: 100, offset });
    ctx.expect(
      last.records.length === total - offset && last.pagination.total === total,
      `the last page of ${name} (offset ${offset}, limit 100) to hold total \u2212 offset = ${total - offset} records, total ${total}`,
      `${last.records.length} records, total ${last.pagination.total}`,
      last.exchange
    );
  }
  const past = await listPage(ctx, kind, { ...query2, limit: 100, offset: total });
  ctx.expect(
    past.records.length === 0 && past.pagination.total === total,
    `no records of ${name} at offset ${total} (its total), total still ${total}`,
    `${past.records.length} records, total ${past.pagination.total}`,
    past.exchange
  );
}
async function expectPartsSum(ctx, kind, query2, field, values2) {
  const whole = await listPage(ctx, kind, { ...query2, limit: 1 });
  const parts = [];
  let sum = 0;
  for (const value of values2) {
    const part = await listPage(ctx, kind, { ...query2, [field]: value, limit: 1 });
    parts.push(`${field}=${value}: ${part.pagination.total}`);
    sum += part.pagination.total;
  }
  ctx.expect(
    sum === whole.pagination.total,
    `the totals of ${listName(kind, query2)} for each ${field} (${values2.join(", ")}) to add up to its total ${whole.pagination.total}`,
    `${parts.join(", ")}: ${sum}`,
    whole.exchange
  );
}
async function expectStablePages(ctx, kind, query2, total, seen) {
  const name = listName(kind, query2);
  const ids = new Set(seen);
  const offsets = [1, 2, 3].map((quarter) => Math.floor(total * quarter / 4 / 100) * 100);
  for (const offset of [...new Set(offsets)].filter((at) => at >= seen.size && at + 50 < total)) {
    const page = await listPage(ctx, kind, { ...query2, limit: 100, offset });
    const next = await listPage(ctx, kind, { ...query2, limit: 100, offset: offset + 50 });
    const shared = page.records.slice(50).map((record) => record.id);
    const again = next.records.slice(0, shared.length).map((record) => record.id);
    const sorted = (ids2) => JSON.stringify([...ids2].sort((a, b) => a - b));
    ctx.expect(
      sorted(shared) === sorted(again),
      `${name}: records ${offset + 51}\u2013${offset + 50 + shared.length} the same at offset ${offset} and at offset ${offset + 50}`,
      `ids ${JSON.stringify(shared.slice(0, 5))}\u2026 and ${JSON.stringify(again.slice(0, 5))}\u2026`,
      next.exchange
    );
    const repeated = [...page.records, ...next.records.slice(shared.length)].map((record) => record.id).filter((id) => ids.has(id) || !ids.add(id));
    ctx.expect(
      repeated.length === 0,
      `${name}: no id at offset ${offset} that an earlier page of the walk or of the samples held`,
      `ids ${repeated.slice(0, 5).join(", ")} again`,
      page.exchange
    );
  }
}
async function expectSameTotal(ctx, ...lists) {
  const [one, other] = await Promise.all(
    lists.map(([kind, query2]) => listPage(ctx, kind, { ...query2, limit: 1 }))
  );
  const [a, b] = lists.map(([kind, query2]) => listName(kind, query2));
  ctx.expect(
    one?.pagination.total === other?.pagination.total,
    `${a} and ${b} (the same events) with the same total`,
    `totals ${one?.pagination.total} and ${other?.pagination.total}`,
    other?.exchange
  );
}

// conformance/checks/releases/support/event-filter.ts
async function expectEventFilter(ctx, query2, holds, kind = "events") {
  const all = await allEvents(ctx);
  const scope = typeof kind === "object" ? all.records.filter((event) => event.source_id === kind.sourceId) : all.records;
  const page = await listPage(ctx, kind, { ...query2, limit: 100 });
  const described = JSON.stringify(query2);
  ctx.expect(
    page.records.every(holds),
    `every returned event to satisfy ${described}`,
    () => offenders(page.records, holds),
    page.exchange
  );
  const want = scope.filter(holds).length;
  if (all.complete) {
    ctx.expect(
      page.pagination.total === want,
      `pagination.total ${want}: the events of the full walk that satisfy ${described}`,
      `pagination.total ${page.pagination.total}`,
      page.exchange
    );
    return;
  }
  ctx.expect(
    page.pagination.total >= want,
    `pagination.total at least ${want}: the events of the walked ${all.records.length} that satisfy ${described}`,
    `pagination.total ${page.pagination.total}`,
    page.exchange
  );
  await expectPagedTotal(ctx, kind, query2, page.pagination.total);
}

// conformance/checks/releases/filter-combined.ts
var holdsFor = (event, filters) => (other) => filters.every((name) => other[name] === event[name]);
function discriminating(events, filters) {
  return events.find((event) => {
    const both = events.filter(holdsFor(event, filters)).length;
    return filters.every((name) => events.filter(holdsFor(event, [name])).length > both);
  });
}
var filter_combined_default = defineCheck({
  id: "REL-FILTER-COMBINED",
  title: "filters given together all apply: severity with event_type, source_id with severity, all three, a date range with severity, and a sources type with active_only; total counts the records matching all of them",
  api: "releases",
  level: "documented",
  source: "Endpoints: GET /api/v1/events, GET /api/v1/sources",
  rule: "source_id, event_type, severity, start_date, end_date: filters of GET /api/v1/events; type, active_only (default true): filters of GET /api/v1/sources; total | integer (total matching records)",
  why: "documented: each parameter is a filter, so a listed record matches every filter sent (active_only also when left at its default) and total counts the records matching them all.",
  restsOn: [
    "REL-FILTER-SEVERITY",
    "REL-FILTER-EVENT-TYPE",
    "REL-FILTER-SOURCE-ID",
    "REL-FILTER-DATES",
    "REL-FILTER-SOURCE-TYPE",
    // Its sources part lists with active_only left at its default.
    "REL-ACTIVE-DEFAULT"
  ],
  run: async (ctx) => {
    const { records, complete } = await allEvents(ctx);
    const parts = async (query2, last) => {
      const others = Object.fromEntries(Object.entries(query2).filter(([name]) => name !== last));
      if (!complete) await expectPartsSum(ctx, "events", others, last, partsOf[last]);
    };
    const combinations = [
      ["severity", "event_type"],
      ["source_id", "severity"],
      ["source_id", "event_type", "severity"]
    ];
    for (const filters of combinations) {
      const event = discriminating(records, filters);
      if (!event) continue;
      const query2 = Object.fromEntries(filters.map((name) => [name, event[name]]));
      await expectEventFilter(ctx, query2, holdsFor(event, filters));
      await parts(query2, filters.at(-1));
    }
    const times = records.map((event) => Date.parse(event.release_date)).filter(Number.isFinite).sort((a, b) => a - b);
    const start = (times[Math.floor(times.length / 4)] ?? 0) + 500;
    const end = (times[Math.floor(times.length * 3 / 4)] ?? 0) + 500;
    const range = { start_date: new Date(start).toISOString(), end_date: new Date(end).toISOString() };
    for (const severity of ["Danger", "Info"]) {
      await expectEventFilter(
        ctx,
        { severity, ...range },
        (event) => event.severity === severity && Date.parse(event.release_date) >= start && Date.parse(event.release_date) <= end
      );
    }
    await parts({ ...range, severity: "Danger" }, "severity");
    await expectSourcesTypeStaysActive(ctx);
  }
});
async function expectSourcesTypeStaysActive(ctx) {
  const all = await allSources(ctx);
  const type = mostCommon(all.records.filter((source) => !source.is_active).map((source) => source.type));
  if (type === void 0) return;
  const holds = (source) => source.type === type && source.is_active;
  const listed = await walkList(ctx, "sources", { type });
  const first = listed.pages[0];
  ctx.expect(
    listed.records.every(holds),
    `type=${type} (active_only left at true) lists only active sources of type ${type}`,
    () => offenders(listed.records, holds),
    first?.exchange
  );
  if (!all.complete || !listed.complete) return expectPagedTotal(ctx, "sources", { type }, listed.total);
  const want = all.records.filter(holds).length;
  ctx.expect(
    listed.records.length === want && first?.pagination.total === want,
    `all ${want} active sources of type ${type}, and total ${want}`,
    `${listed.records.length} listed, total ${first?.pagination.total}`,
    first?.exchange
  );
}

// conformance/checks/releases/filter-dates.ts
var filter_dates_default = defineCheck({
  id: "REL-FILTER-DATES",
  title: "start_date and end_date bound release_date on every returned event",
  api: "releases",
  level: "documented",
  source: "Endpoints: GET /api/v1/events",
  rule: "start_date | string | ISO datetime lower bound; end_date | string | ISO datetime upper bound",
  why: "documented: start_date and end_date are the lower and upper bounds of the listed events.",
  // Judged against a walk of the list, which rests on offset and total being right.
  restsOn: ["REL-OFFSET", "REL-TOTAL-EXACT"],
  run: async (ctx) => {
    const { records, complete, total } = await allEvents(ctx);
    const times = records.map((event) => Date.parse(event.release_date)).filter(Number.isFinite).sort((a, b) => a - b);
    const start = (times[Math.floor(times.length / 4)] ?? 0) + 500;
    const end = (times[Math.floor(times.length * 3 / 4)] ?? 0) + 500;
    const query2 = { start_date: new Date(start).toISOString(), end_date: new Date(end).toISOString() };
    const page = await listPage(ctx, "events", { ...query2, limit: 100 });
    const inside = (event) => Date.parse(event.release_date) >= start && Date.parse(event.release_date) <= end;
    ctx.expect(
      page.records.every(inside),
      `every release_date within ${query2.start_date} \u2026 ${query2.end_date}`,
      () => offenders(page.records, inside),
      page.exchange
    );
    const want = records.filter(inside).length;
    if (complete) {
      ctx.expect(
        page.pagination.total === want,
        `pagination.total ${want}, the events of the full walk within the bounds`,
        `pagination.total ${page.pagination.total}`,
        page.exchange
      );
      return;
    }
    await expectEventFilter(ctx, query2, inside);
    const before = await listPage(ctx, "events", { end_date: query2.start_date, limit: 1 });
    const after = await listPage(ctx, "events", { start_date: query2.end_date, limit: 1 });
    const parts = [before, page, after].map((part) => part.pagination.total);
    const sum = parts.reduce((a, b) => a + b, 0);
    ctx.expect(
      sum === total,
      `the events before ${query2.start_date}, within the range and after ${query2.end_date} to add up to the total ${total}`,
      `${parts.join(" + ")} = ${sum}`,
      after.exchange
    );
  }
});

// conformance/checks/releases/filter-event-type.ts
var filter_event_type_default = defineCheck({
  id: "REL-FILTER-EVENT-TYPE",
  title: "GET /api/v1/events?event_type= returns exactly the events of that type",
  api: "releases",
  level: "documented",
  source: "Endpoints: GET /api/v1/events",
  rule: "event_type | string | Release, Deprecation or EOL",
  why: "documented: the event_type filter.",
  // Judged against a walk of the list, which rests on offset and total being right.
  restsOn: ["REL-OFFSET", "REL-TOTAL-EXACT"],
  run: async (ctx) => {
    for (const type of partsOf.event_type) {
      await expectEventFilter(ctx, { event_type: type }, (event) => event.event_type === type);
    }
    if (!(await allEvents(ctx)).complete)
      await expectPartsSum(ctx, "events", {}, "event_type", partsOf.event_type);
  }
});

// conformance/checks/releases/filter-severity.ts
var filter_severity_default = defineCheck({
  id: "REL-FILTER-SEVERITY",
  title: "GET /api/v1/events?severity= returns exactly the events of that severity",
  api: "releases",
  level: "documented",
  source: "Endpoints: GET /api/v1/events",
  rule: "severity | string | Info, Warning or Danger",
  why: "documented: the severity filter.",
  // Judged against a walk of the list, which rests on offset and total being right.
  restsOn: ["REL-OFFSET", "REL-TOTAL-EXACT"],
  run: async (ctx) => {
    for (const severity of partsOf.severity) {
      await expectEventFilter(ctx, { severity }, (event) => event.severity === severity);
    }
    if (!(await allEvents(ctx)).complete)
      await expectPartsSum(ctx, "events", {}, "severity", partsOf.severity);
  }
});

// conformance/checks/releases/filter-source-id.ts
var filter_source_id_default = defineCheck({
  id: "REL-FILTER-SOURCE-ID",
  title: "GET /api/v1/events?source_id= returns exactly that source's events",
  api: "releases",
  level: "documented",
  source: "Endpoints: GET /api/v1/events",
  rule: "source_id | integer | filter by source",
  why: "documented: the source_id filter.",
  // Judged against a walk of the list, which rests on offset and total being right.
  restsOn: ["REL-OFFSET", "REL-TOTAL-EXACT"],
  run: async (ctx) => {
    const { records, complete } = await allEvents(ctx);
    const sourceId = mostCommon(records.map((event) => event.source_id)) ?? 1;
    await expectEventFilter(ctx, { source_id: sourceId }, (event) => event.source_id === sourceId);
    if (!complete) await expectSameTotal(ctx, ["events", { source_id: sourceId }], [{ sourceId }, {}]);
  }
});

// conformance/checks/releases/filter-source-type.ts
var filter_source_type_default = defineCheck({
  id: "REL-FILTER-SOURCE-TYPE",
  title: "GET /api/v1/sources?type= returns exactly the sources of that type",
  api: "releases",
  level: "documented",
  source: "Endpoints: GET /api/v1/sources",
  rule: "type | string | none | filter by source type",
  why: "documented: the type filter of sources.",
  // Judged against a walk of the list, which rests on offset and total being right.
  restsOn: ["REL-OFFSET", "REL-TOTAL-EXACT"],
  run: async (ctx) => {
    const all = await allSources(ctx);
    const type = mostCommon(all.records.map((source) => source.type)) ?? "npm";
    const filtered = await walkList(ctx, "sources", { active_only: false, type });
    const exchange = filtered.pages[0]?.exchange;
    ctx.expect(
      filtered.records.every((source) => source.type === type),
      `only sources of type ${type}`,
      () => offenders(filtered.records, (source) => source.type === type),
      exchange
    );
    if (!all.complete || !filtered.complete) {
      return expectPagedTotal(ctx, "sources", { active_only: false, type }, filtered.total);
    }
    const want = all.records.filter((source) => source.type === type).length;
    ctx.expect(
      filtered.records.length === want,
      `all ${want} sources of type ${type}`,
      `${filtered.records.length}`,
      exchange
    );
  }
});

// conformance/checks/releases/limit-cap.ts
var limit_cap_default = defineCheck({
  id: "REL-LIMIT-CAP",
  title: "an over-cap limit (101, the first value past the cap, and 500) never returns more than 100 records (clamped, or refused)",
  api: "releases",
  level: "documented",
  source: "Limits",
  rule: "Page size: at most 100 records per request (limit), for sources and events.",
  why: 'documented: "at most 100 records per request"; clamping and refusing are both correct.',
  run: async (ctx) => {
    const kinds = [
      ["sources", { active_only: false }],
      ["events", {}]
    ];
    for (const [kind, query2] of kinds) {
      for (const limit of [101, 500]) {
        const probe2 = await ctx.send({ method: "GET", path: `/api/v1/${kind}`, query: { ...query2, limit } });
        if ((probe2.status ?? 0) >= 400 && (probe2.status ?? 0) < 500) continue;
        const page = await listPage(ctx, kind, { ...query2, limit });
        ctx.expect(
          page.records.length <= 100,
          `at most 100 ${kind} for limit=${limit}`,
          `${page.records.length} records`,
          page.exchange
        );
        if (ctx.level === "kit") {
          ctx.expect(
            page.pagination.limit === 100,
            "pagination.limit 100: a larger value is served as 100",
            `pagination.limit ${page.pagination.limit}`,
            page.exchange
          );
        }
      }
    }
  }
});

// conformance/checks/releases/offset.ts
var offset_default = defineCheck({
  id: "REL-OFFSET",
  title: "offset skips exactly that many records: page (offset 3, limit 5) is records 4\u20138 of (offset 0, limit 10)",
  api: "releases",
  level: "documented",
  source: "Endpoints: GET /api/v1/sources, GET /api/v1/events",
  rule: "offset | integer | 0 | pagination offset",
  why: "documented: offset is the pagination offset. Its ends, which read total, are REL-OFFSET-END.",
  run: async (ctx) => {
    const kinds = [
      ["sources", { active_only: false }],
      ["events", {}]
    ];
    for (const [kind, query2] of kinds) {
      const head = await listPage(ctx, kind, { ...query2, limit: 10, offset: 0 });
      const page = await listPage(ctx, kind, { ...query2, limit: 5, offset: 3 });
      const want = head.records.slice(3, 8).map((record) => record.id);
      const got = page.records.map((record) => record.id);
      ctx.expect(
        JSON.stringify(want) === JSON.stringify(got),
        `${kind} ids ${JSON.stringify(want)} for offset 3, limit 5`,
        `ids ${JSON.stringify(got)}`,
        page.exchange
      );
    }
  }
});

// conformance/checks/releases/offset-end.ts
var offset_end_default = defineCheck({
  id: "REL-OFFSET-END",
  title: "offset total \u2212 1 holds one record and offset total none, with the same total",
  api: "releases",
  level: "documented",
  source: "Endpoints: GET /api/v1/sources, GET /api/v1/events",
  rule: "offset | integer | 0 | pagination offset; total | integer (total matching records)",
  why: "documented: offset is the pagination offset and total the number of matching records, so skipping total \u2212 1 of them leaves one and skipping all leaves none.",
  // Judged from pagination.total: a total that is wrong shows as REL-TOTAL-EXACT, not here too.
  restsOn: ["REL-TOTAL-EXACT"],
  run: async (ctx) => {
    const kinds = [
      ["sources", { active_only: false }],
      ["events", {}]
    ];
    for (const [kind, query2] of kinds) {
      const head = await listPage(ctx, kind, { ...query2, limit: 10, offset: 0 });
      const { total } = head.pagination;
      if (total < 1) continue;
      const last = await listPage(ctx, kind, { ...query2, limit: 10, offset: total - 1 });
      ctx.expect(
        last.records.length === 1,
        `one ${kind} record for offset ${total - 1} (total ${total})`,
        `${last.records.length} records`,
        last.exchange
      );
      const past = await listPage(ctx, kind, { ...query2, limit: 10, offset: total });
      ctx.expect(
        past.records.length === 0 && past.pagination.total === total,
        `no ${kind} for offset ${total}, with total still ${total}`,
        `${past.records.length} records, total ${past.pagination.total}`,
        past.exchange
      );
    }
  }
});

// conformance/checks/releases/order.ts
var order_default = defineCheck({
  id: "REL-ORDER",
  title: "sources come by id ascending; events by release_date descending, then id descending",
  api: "releases",
  level: "kit",
  source: "openapi/releases.yaml: x-inferred-decisions",
  rule: "Sources are ordered by id ascending; events by release_date descending, then id descending, so pages never repeat or skip a record.",
  why: "the kit's choice: the order is not shown; the documented level requires only a stable one (REL-PAGE-WALK).",
  run: async (ctx) => {
    const sourceWalk = await allSources(ctx);
    const sources = sourceWalk.records;
    const badSource = sources.findIndex((source, i) => i > 0 && source.id <= (sources[i - 1]?.id ?? 0));
    ctx.expect(
      badSource < 0,
      "source ids ascending",
      () => `id ${sources[badSource]?.id} after ${sources[badSource - 1]?.id}`,
      sourceWalk.pages[0]?.exchange
    );
    const eventWalk = await allEvents(ctx);
    const events = eventWalk.records;
    const key = (i) => [Date.parse(events[i]?.release_date ?? ""), events[i]?.id ?? 0];
    const badEvent = events.findIndex((_, i) => {
      if (i === 0) return false;
      const [t, id] = key(i);
      const [pt, pid] = key(i - 1);
      return t > pt || t === pt && id >= pid;
    });
    ctx.expect(
      badEvent < 0,
      "events by release_date descending, then id descending",
      () => `event ${events[badEvent]?.id} (${events[badEvent]?.release_date}) after event ${events[badEvent - 1]?.id} (${events[badEvent - 1]?.release_date})`,
      eventWalk.pages[0]?.exchange
    );
  }
});

// conformance/checks/releases/page-walk.ts
async function check(ctx, kind, query2) {
  const walk2 = await walkList(ctx, kind, query2);
  const name = listName(kind, query2);
  const seen = new Set(walk2.records.map((record) => record.id));
  const repeats = walk2.records.length - seen.size;
  const total = walk2.total;
  ctx.expect(
    repeats === 0 && (!walk2.complete || seen.size === total),
    walk2.complete ? `a page walk of ${name} to return exactly pagination.total (${total}) distinct ids, none twice` : `the first ${walk2.records.length} records of ${name} (a walk cut to the budget) with no id twice`,
    `${seen.size} distinct ids, ${repeats} repeated`,
    walk2.pages.at(-1)?.exchange
  );
  if (walk2.complete) return;
  await expectStablePages(ctx, kind, query2, total, seen);
  await expectPagedTotal(ctx, kind, query2, total);
}
var page_walk_default = defineCheck({
  id: "REL-PAGE-WALK",
  title: "walking all pages returns every record once: no repeats, no gaps",
  api: "releases",
  level: "documented",
  source: "Endpoints: limit and offset",
  rule: "offset | integer | 0 | pagination offset",
  why: 'implied: limit and offset page through one list; pages that repeat or skip records break "total matching records".',
  // Judged against a walk of the list, which rests on offset and total being right.
  restsOn: ["REL-OFFSET", "REL-TOTAL-EXACT"],
  run: async (ctx) => {
    await check(ctx, "sources", { active_only: false });
    await check(ctx, "events", {});
  }
});

// conformance/checks/releases/pagination-echo.ts
var pagination_echo_default = defineCheck({
  id: "REL-PAGINATION-ECHO",
  title: "pagination.limit and pagination.offset are the page the request asked for",
  api: "releases",
  level: "documented",
  source: "Resources and their fields: Pagination object",
  rule: "Pagination object: limit (integer), offset (integer), total (integer, total matching records).",
  why: "implied: the pagination object describes the page served; limit and offset are the request's (a limit within the documented maximum of 100 needs no clamping).",
  run: async (ctx) => {
    for (const kind of ["sources", "events"]) {
      const page = await listPage(ctx, kind, {
        limit: 7,
        offset: 3,
        ...kind === "sources" ? { active_only: false } : {}
      });
      ctx.expect(
        page.pagination.limit === 7 && page.pagination.offset === 3,
        `pagination {limit: 7, offset: 3} for GET /api/v1/${kind}?limit=7&offset=3`,
        `pagination ${JSON.stringify(page.pagination)}`,
        page.exchange
      );
    }
  }
});

// conformance/checks/releases/support/releases-tour.ts
async function releasesTour(ctx) {
  await ctx.send({ method: "GET", path: "/api/v1" });
  await ctx.send({ method: "GET", path: "/api/v1/sources", query: { limit: 5 } });
  await ctx.send({ method: "GET", path: "/api/v1/events", query: { limit: 5, severity: "Danger" } });
  await ctx.send({ method: "GET", path: "/api/v1/sources/1/events", query: { limit: 5 } });
  await ctx.send({ method: "GET", path: "/api/v1/sources/987654321/events" });
  await ctx.send({ method: "GET", path: "/api/v1/events", query: { severity: "Catastrophic" } });
}

// conformance/checks/releases/resp-error-code.ts
var resp_error_code_default2 = defineCheck({
  id: "REL-RESP-ERROR-CODE",
  title: "every error response is {error, message} with the code the document pairs with its status",
  api: "releases",
  level: "kit",
  source: "openapi/releases.yaml: Error (x-inferred)",
  rule: "Error bodies are not shown; the memory API's {error, message} shape is reused so one client handles both.",
  why: `the kit's choice: "Error status codes and error bodies: not shown".`,
  run: (ctx) => checkRecordedResponses(ctx, "error-code", releasesTour)
});

// conformance/checks/releases/resp-json.ts
var resp_json_default2 = defineCheck({
  id: "REL-RESP-JSON",
  title: "every response is JSON with content-type application/json",
  api: "releases",
  level: "documented",
  source: "What the service does",
  rule: "Read-only: every listed operation uses GET and returns JSON.",
  why: 'documented: "every listed operation uses GET and returns JSON"; error bodies are not shown, so a non-JSON error is a warning at the documented level.',
  run: (ctx) => checkRecordedResponses(ctx, "json", releasesTour)
});

// conformance/checks/releases/resp-schema.ts
var resp_schema_default2 = defineCheck({
  id: "REL-RESP-SCHEMA",
  title: "every response body matches the documented schema for its operation and status",
  api: "releases",
  level: "documented",
  source: "Resources and their fields; Endpoints",
  rule: "Response: object with sources (array of Source) and pagination (Pagination object).",
  why: "documented: the Source, Event and Pagination fields; GET /api/v1 and the error bodies are not shown and judged at the kit level only.",
  run: (ctx) => checkRecordedResponses(ctx, "schema", releasesTour)
});

// conformance/checks/releases/resp-status.ts
var resp_status_default2 = defineCheck({
  id: "REL-RESP-STATUS",
  title: "every response has a status the document lists for its operation",
  api: "releases",
  level: "documented",
  source: "Endpoints; Errors",
  rule: "Success status codes: not shown. Error status codes and error bodies: not shown.",
  why: "implied: success and error statuses are not shown, so the documented level accepts any 2xx and any 4xx; a 5xx to a valid request is a server fault.",
  run: (ctx) => checkRecordedResponses(ctx, "status", releasesTour)
});

// conformance/checks/releases/resp-time.ts
var resp_time_default2 = defineCheck({
  id: "REL-RESP-TIME",
  title: "every response arrives within the run's response-time budget (--max-response-time)",
  api: "releases",
  level: "documented",
  source: "the run's own budget (--max-response-time)",
  rule: "Each response, headers and body, arrives within the budget the run was given.",
  why: "the user's budget: not a rule of the documents; it runs only when --max-response-time is given, and then fails the run like a documented rule.",
  requires: ["maxResponseTime"],
  run: (ctx) => checkResponseTimes(ctx, releasesTour)
});

// conformance/checks/releases/source-events.ts
var source_events_default = defineCheck({
  id: "REL-SOURCE-EVENTS",
  title: "GET /api/v1/sources/{id}/events returns exactly that source's events",
  api: "releases",
  level: "documented",
  source: "Endpoints: GET /api/v1/sources/{id}/events",
  rule: "Lists events of one source; {id} is the integer source identifier.",
  why: "documented: GET /api/v1/sources/{id}/events lists the events of one source, in the shape of GET /api/v1/events.",
  // Judged against a walk of the list, which rests on offset and total being right.
  restsOn: ["REL-OFFSET", "REL-TOTAL-EXACT"],
  run: async (ctx) => {
    const { records, complete } = await allEvents(ctx);
    const sourceId = mostCommon(records.map((event) => event.source_id)) ?? 1;
    await expectEventFilter(ctx, {}, (event) => event.source_id === sourceId, { sourceId });
    if (!complete) await expectSameTotal(ctx, [{ sourceId }, {}], ["events", { source_id: sourceId }]);
  }
});

// conformance/checks/releases/source-events-severity.ts
var source_events_severity_default = defineCheck({
  id: "REL-SOURCE-EVENTS-SEVERITY",
  title: "GET /api/v1/sources/{id}/events?severity= returns exactly that source's events of that severity",
  api: "releases",
  level: "documented",
  source: "Endpoints: GET /api/v1/sources/{id}/events",
  rule: "The severity filter is supported",
  why: 'documented: "The severity filter is supported" on that path.',
  restsOn: ["REL-SOURCE-EVENTS"],
  run: async (ctx) => {
    const { records, complete } = await allEvents(ctx);
    const sourceId = mostCommon(records.map((event) => event.source_id)) ?? 1;
    const own = records.filter((event) => event.source_id === sourceId);
    const counts = ["Info", "Warning", "Danger"].map(
      (s) => [s, own.filter((e) => e.severity === s).length]
    );
    const [severity] = counts.filter(([, n]) => n > 0).sort((a, b) => a[1] - b[1])[0] ?? ["Info"];
    await expectEventFilter(ctx, { severity }, (e) => e.source_id === sourceId && e.severity === severity, {
      sourceId
    });
    if (!complete) await expectPartsSum(ctx, { sourceId }, {}, "severity", partsOf.severity);
  }
});

// conformance/checks/releases/source-not-found.ts
var source_not_found_default = defineCheck({
  id: "REL-SOURCE-404",
  title: "GET /api/v1/sources/{id}/events for an unknown id is 404 not_found",
  api: "releases",
  level: "kit",
  advisory: true,
  source: "openapi/releases.yaml: SourceNotFound (x-inferred)",
  rule: "Error statuses are not shown; an unknown id in the path is a missing resource, so 404.",
  why: "the kit's choice: the status for an unknown source is not shown; an empty 200 hides a wrong id from the client, so the documented level warns.",
  run: async (ctx) => {
    const exchange = await ctx.send({ method: "GET", path: "/api/v1/sources/987654321/events" });
    ctx.expect(
      isRefused(ctx, exchange, 404, "not_found"),
      refusal(ctx, 404, "not_found"),
      void 0,
      exchange
    );
  }
});

// conformance/checks/releases/sources-default-limit.ts
var sources_default_limit_default = defineCheck({
  id: "REL-SOURCES-DEFAULT-LIMIT",
  title: "GET /api/v1/sources without limit returns pages of 50",
  api: "releases",
  level: "documented",
  source: "Endpoints: GET /api/v1/sources",
  rule: "limit | integer | 50 | results per page, maximum 100",
  why: "documented: limit defaults to 50 for sources.",
  run: async (ctx) => {
    const walk2 = await allSources(ctx);
    const total = walk2.complete ? walk2.records.length : walk2.total;
    const page = await listPage(ctx, "sources", { active_only: false });
    const want = Math.min(50, total);
    ctx.expect(
      page.records.length === want,
      `${want} sources (default limit 50, ${total} in all)`,
      `${page.records.length} sources`,
      page.exchange
    );
  }
});

// conformance/checks/releases/total-exact.ts
async function check2(ctx, kind, query2) {
  const walk2 = await walkList(ctx, kind, query2);
  const name = listName(kind, query2);
  const totals = [...new Set(walk2.pages.map((page) => page.pagination.total))];
  const last = walk2.pages.at(-1);
  ctx.expect(
    totals.length === 1,
    `the same pagination.total on every page of ${name}`,
    `totals ${totals.join(", ")}`,
    last?.exchange
  );
  if (walk2.complete) {
    ctx.expect(
      walk2.records.length === totals[0],
      `a walk of ${name} with limit 100 to yield exactly pagination.total records`,
      `${walk2.records.length} records, total ${totals[0]}`,
      last?.exchange
    );
    return;
  }
  await expectPagedTotal(ctx, kind, query2, walk2.total);
  if (kind !== "events") return;
  for (const [field, values2] of Object.entries(partsOf)) {
    if (query2[field] === void 0) await expectPartsSum(ctx, kind, query2, field, values2);
  }
}
var total_exact_default = defineCheck({
  id: "REL-TOTAL-EXACT",
  title: "pagination.total is exact and the same on every page",
  api: "releases",
  level: "documented",
  source: "Resources and their fields: Pagination object",
  rule: "total | integer (total matching records)",
  why: 'documented: total is the "total matching records".',
  // A walk steps by offset: one that skips or repeats shows first as REL-OFFSET.
  restsOn: ["REL-OFFSET"],
  run: async (ctx) => {
    await check2(ctx, "sources", { active_only: false });
    await check2(ctx, "events", {});
    await check2(ctx, "events", { severity: "Danger" });
  }
});

// conformance/checks/releases/index.ts
var releasesChecks = [
  api_info_default,
  limit_cap_default,
  sources_default_limit_default,
  events_default_limit_default,
  active_default_default,
  active_false_default,
  total_exact_default,
  page_walk_default,
  pagination_echo_default,
  offset_default,
  offset_end_default,
  filter_source_type_default,
  filter_event_type_default,
  filter_severity_default,
  filter_source_id_default,
  enum_filters_default,
  filter_dates_default,
  date_forms_default,
  filter_combined_default,
  dates_inclusive_default,
  source_events_default,
  source_events_severity_default,
  embedded_source_default,
  dates_utc_default,
  order_default,
  source_not_found_default,
  bad_query_default,
  bad_input_default2,
  error_shapes_default,
  resp_status_default2,
  resp_json_default2,
  resp_schema_default2,
  resp_error_code_default2,
  resp_time_default2
];

// conformance/checks/index.ts
function checksFor(api) {
  return api === "memory" ? memoryChecks : releasesChecks;
}

// conformance/option-table.ts
var optionTable = {
  baseUrl: {
    flag: "--base-url",
    env: "CONFORMANCE_BASE_URL",
    kind: "url",
    value: "URL",
    help: "the deployment's root URL; without it the kit's own mock is started and judged"
  },
  level: {
    flag: "--level",
    env: "CONFORMANCE_LEVEL",
    kind: "level",
    value: "LEVEL",
    help: "documented (default with --base-url): what every correct deployment must do; kit (default for the built-in mock): also the kit's own choices where the documents are silent. Old names: core = documented, full = kit"
  },
  strict: {
    flag: "--strict",
    env: "CONFORMANCE_STRICT",
    kind: "boolean",
    default: false,
    help: "warnings fail the run too (exit 1)"
  },
  minCoverage: {
    flag: "--min-coverage",
    env: "CONFORMANCE_MIN_COVERAGE",
    kind: "integer",
    value: "PERCENT",
    min: 0,
    help: "fail the run when fewer than PERCENT of the documented (operation, status) pairs were seen"
  },
  apiKey: {
    flag: "--api-key",
    env: "CONFORMANCE_API_KEY",
    kind: "string",
    value: "KEY",
    api: "memory",
    help: "the key the suite acts with (required for memory)"
  },
  workspace: {
    flag: "--workspace",
    env: "CONFORMANCE_WORKSPACE",
    kind: "string",
    value: "ID",
    api: "memory",
    help: "a workspace the key may use (required for memory)"
  },
  otherWorkspace: {
    flag: "--other-workspace",
    env: "CONFORMANCE_OTHER_WORKSPACE",
    kind: "string",
    value: "ID",
    api: "memory",
    enables: "otherWorkspace",
    help: "a second workspace of the same key: workspace isolation and rate-limit scope checks"
  },
  deniedWorkspace: {
    flag: "--denied-workspace",
    env: "CONFORMANCE_DENIED_WORKSPACE",
    kind: "string",
    value: "ID",
    api: "memory",
    enables: "deniedWorkspace",
    help: "a workspace the access policy denies for the key: 403 checks"
  },
  blockedApiKey: {
    flag: "--blocked-api-key",
    env: "CONFORMANCE_BLOCKED_API_KEY",
    kind: "string",
    value: "KEY",
    api: "memory",
    enables: "blockedApiKey",
    help: "a key whose billing account is blocked: 402 checks"
  },
  checkout: {
    flag: "--checkout",
    env: "CONFORMANCE_CHECKOUT",
    kind: "boolean",
    default: false,
    api: "memory",
    enables: "checkout",
    help: "also test POST /api/v1/billing/maas/checkout-session"
  },
  pricingModel: {
    flag: "--pricing-model",
    env: "CONFORMANCE_PRICING_MODEL",
    kind: "string",
    value: "NAME",
    default: "starter",
    api: "memory",
    help: "a pricing model the checkout accepts"
  },
  rateLimit: {
    flag: "--rate-limit",
    env: "CONFORMANCE_RATE_LIMIT",
    kind: "boolean",
    default: false,
    api: "memory",
    enables: "rateLimit",
    help: "also provoke 429 with a bounded burst of recalls"
  },
  rateLimitBurst: {
    flag: "--rate-limit-burst",
    env: "CONFORMANCE_RATE_LIMIT_BURST",
    kind: "integer",
    value: "N",
    default: 1e3,
    min: 1,
    api: "memory",
    help: "the most requests that burst may send"
  },
  only: {
    flag: "--only",
    env: "CONFORMANCE_ONLY",
    kind: "list",
    value: "ID,...",
    help: "run only these checks"
  },
  timeoutMs: {
    flag: "--timeout",
    env: "CONFORMANCE_TIMEOUT",
    kind: "integer",
    value: "MS",
    default: 1e4,
    min: 1,
    help: "per-request timeout"
  },
  maxResponseTimeMs: {
    flag: "--max-response-time",
    env: "CONFORMANCE_MAX_RESPONSE_TIME",
    kind: "integer",
    value: "MS",
    min: 1,
    enables: "maxResponseTime",
    help: "a response-time budget: fail when a response takes longer, naming each route over it with its slowest exchange (off by default)"
  },
  maxRequests: {
    flag: "--max-requests",
    env: "CONFORMANCE_MAX_REQUESTS",
    kind: "integer",
    value: "N",
    default: 3e3,
    min: 10,
    help: "traffic budget of the run (the rate-limit burst brings its own)"
  },
  maxDurationMs: {
    flag: "--max-duration",
    env: "CONFORMANCE_MAX_DURATION",
    kind: "integer",
    value: "MS",
    default: 3e5,
    min: 1e3,
    help: "wall-clock bound of the run"
  },
  headers: {
    flag: "--header",
    env: "CONFORMANCE_HEADER",
    kind: "headers",
    value: "'NAME: VALUE'",
    help: "a header sent with every request the checks do not set themselves (a gateway's token, a routing header); repeatable (the variable takes one per line); reports write its value as $CONFORMANCE_HEADER_NAME"
  },
  ca: {
    flag: "--ca",
    env: "CONFORMANCE_CA",
    kind: "string",
    value: "FILE",
    help: "a PEM file of certificate authorities to trust besides the system ones (a private CA)"
  },
  insecure: {
    flag: "--insecure",
    env: "CONFORMANCE_INSECURE",
    kind: "boolean",
    default: false,
    help: "accept any TLS certificate (a staging gateway); the API is judged all the same"
  },
  runId: {
    flag: "--run-id",
    env: "CONFORMANCE_RUN_ID",
    kind: "string",
    value: "ID",
    help: "names what the run creates (ck-conformance ID ...); default: time-based"
  },
  redactSecrets: {
    env: "CONFORMANCE_REDACT",
    kind: "boolean",
    default: true,
    help: "write API keys into curl lines as $CONFORMANCE_API_KEY references"
  },
  reporter: {
    flag: "--reporter",
    env: "CONFORMANCE_REPORTER",
    kind: "reporters",
    value: "NAME",
    default: "pretty",
    cli: true,
    help: "pretty, json, junit, html, ctrf (CTRF JSON for CI dashboards), github (::error annotations, and the job summary in $GITHUB_STEP_SUMMARY); repeatable (the variable takes a,b)"
  },
  output: {
    flag: "--output",
    env: "CONFORMANCE_OUTPUT",
    kind: "string",
    value: "PATH",
    default: "conformance-report",
    cli: true,
    help: 'one file reporter and a PATH with an extension: that file; "-": stdout; otherwise a directory with conformance.json, conformance.junit.xml, conformance.html, conformance.ctrf.json, and requests/ with the bodies of long reproduce lines'
  },
  prism: {
    flag: "--prism",
    env: "CONFORMANCE_PRISM",
    kind: "boolean",
    default: false,
    cli: true,
    help: "without --base-url: put Prism in front of the built-in mock"
  }
};
function optionEntries() {
  return Object.entries(optionTable);
}
function optionFor(requirement) {
  const found = optionEntries().find(([, spec]) => spec.enables === requirement);
  if (!found) throw new Error(`internal: no option enables ${requirement}`);
  return found;
}

// conformance/vocabulary.ts
var levels = ["documented", "kit"];
var levelAliases = { core: "documented", full: "kit" };

// conformance/parse-options.ts
var OptionsError = class extends Error {
  name = "OptionsError";
};
var apiVariable = "CONFORMANCE_API";
var headerLine = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+:.*$/;
function headersOf(lines = []) {
  return Object.fromEntries(
    lines.map((line2) => {
      const at = line2.indexOf(":");
      return [line2.slice(0, at).trim(), line2.slice(at + 1).trim()];
    })
  );
}
function parseFlag(value) {
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off|)$/i.test(value)) return false;
  return void 0;
}
function parseLevel(value) {
  const name = value.trim().toLowerCase();
  return levels.includes(name) ? name : levelAliases[name];
}
function parseValue(spec, raw, where) {
  if (typeof raw === "boolean") return raw;
  const fail = (what) => {
    throw new OptionsError(`${where} must be ${what}, got "${raw}"`);
  };
  switch (spec.kind) {
    case "boolean":
      return parseFlag(raw) ?? fail("1/true or 0/false");
    case "integer": {
      const min = spec.min ?? 0;
      return /^\d+$/.test(raw) && Number(raw) >= min ? Number(raw) : fail(`a whole number of at least ${min}`);
    }
    case "list":
    case "reporters":
      return raw.split(",").map((item) => item.trim()).filter(Boolean);
    case "headers":
      return raw.split(/\r?\n/).map((line2) => line2.trim()).filter(Boolean).map((line2) => headerLine.test(line2) ? line2 : fail("a header as 'Name: value'"));
    case "level":
      return parseLevel(raw) ?? fail(`one of ${levels.join(", ")} (old names: core, full)`);
    case "url":
      return /^https?:\/\//i.test(raw) && URL.canParse(raw) ? raw : fail("an absolute http(s) URL");
    default:
      return raw;
  }
}
function readEnv(env) {
  const values2 = {};
  for (const [name, spec] of optionEntries()) {
    const raw = env[spec.env];
    if (raw === void 0 || raw === "") continue;
    values2[name] = parseValue(spec, raw, spec.env);
  }
  return values2;
}

// src/cli/suggest-flag.ts
function distance(a, b) {
  let row2 = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      next[j] = Math.min((row2[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row2[j - 1] ?? 0) + cost);
    }
    row2 = next;
  }
  return row2[b.length] ?? 0;
}
function suggestFlag(given, known) {
  const name = `--${given.replace(/^-+/, "").replace(/=.*$/, "").toLowerCase()}`;
  let best;
  for (const flag of known) {
    const score = flag.startsWith(name) && name.length >= 4 ? 1 : distance(name, flag);
    if (!best || score < best[1]) best = [flag, score];
  }
  return best && best[1] <= Math.max(2, Math.floor(name.length / 4)) ? best[0] : void 0;
}

// src/cli/parse-flags.ts
function parseErrorMessage(error, options) {
  const { code, message } = error;
  const flag = /'(-{1,2}[^' ]+)/.exec(message)?.[1];
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" && flag) {
    const suggestion = suggestFlag(
      flag,
      Object.keys(options).map((name) => `--${name}`)
    );
    return `unknown option ${flag}${suggestion ? `; did you mean ${suggestion}?` : ""}`;
  }
  if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE" && flag) return `${flag} needs a value`;
  if (code === "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL") {
    const extra = /'([^']*)'/.exec(message)?.[1];
    return extra === void 0 ? "unexpected argument" : `unexpected argument "${extra}"`;
  }
  return message.split(". ")[0] ?? message;
}

// src/cli/conformance/parse-args.ts
var withFlags = () => optionEntries().filter(
  (entry) => Boolean(entry[1].flag)
);
var parseConfig = {
  ...Object.fromEntries(
    withFlags().map(([, spec]) => [
      spec.flag.slice(2),
      spec.kind === "boolean" ? { type: "boolean" } : {
        type: "string",
        ...spec.kind === "reporters" || spec.kind === "headers" ? { multiple: true } : {}
      }
    ])
  ),
  help: { type: "boolean", short: "h" }
};
function explain(error) {
  return new OptionsError(parseErrorMessage(error, parseConfig));
}
function readValues(values2, env) {
  const read = readEnv(env);
  for (const [name, spec] of withFlags()) {
    const raw = values2[spec.flag.slice(2)];
    if (raw === void 0) continue;
    read[name] = Array.isArray(raw) ? raw.flatMap((item) => parseValue(spec, String(item), spec.flag)) : parseValue(spec, raw, spec.flag);
  }
  return read;
}
function parseConformanceArgs(argv, env) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: parseConfig, allowPositionals: true, strict: true });
  } catch (error) {
    throw explain(error);
  }
  const { values: values2, positionals } = parsed;
  if (values2.help) return "help";
  if (positionals.length > 1) throw new OptionsError(`unexpected argument "${positionals[1]}"`);
  const api = positionals[0] ?? env[apiVariable];
  if (api !== "memory" && api !== "releases") {
    throw new OptionsError(
      api ? `unknown API "${api}"; use memory or releases` : "which API? use memory or releases"
    );
  }
  if (api === "releases") {
    const misplaced = withFlags().find(
      ([, spec]) => spec.api === "memory" && values2[spec.flag.slice(2)] !== void 0
    );
    if (misplaced) throw new OptionsError(`${misplaced[1].flag} applies to the memory API only`);
  }
  return buildCommand(api, readValues(values2, env));
}
function buildCommand(api, read) {
  const { reporter, output, prism, ...runValues } = read;
  const reporters = [...new Set(reporter ?? ["pretty"])];
  for (const name of reporters) {
    if (!reporterNames.includes(name)) {
      throw new OptionsError(`--reporter must be one of ${reporterNames.join(", ")}, got "${name}"`);
    }
  }
  if (output === "-" && (reporters.length !== 1 || !isFileReporter(reporters[0]))) {
    const files = reporterNames.filter(isFileReporter).join(", ");
    throw new OptionsError(`--output - writes one file reporter to stdout; choose exactly one of ${files}`);
  }
  const baseUrl = runValues.baseUrl;
  const only = runValues.only?.map((id) => id.toUpperCase());
  const known = new Set(checksFor(api).map((check3) => check3.id));
  const unknown = only?.filter((id) => !known.has(id)) ?? [];
  if (unknown.length > 0) throw new OptionsError(`unknown check id ${unknown.join(", ")} for ${api}`);
  const options = {
    ...api === "memory" ? runValues : withoutMemoryOptions(runValues),
    api,
    baseUrl: baseUrl ?? "",
    // Against a deployment the default judges by the documents; the kit's own mock is judged by its own contract.
    level: runValues.level ?? (baseUrl === void 0 ? "kit" : "documented"),
    ...only?.length ? { only } : { only: void 0 }
  };
  if (options.ca !== void 0 && !isReadableFile(options.ca)) {
    throw new OptionsError(`--ca: cannot read the file "${options.ca}"`);
  }
  if (baseUrl !== void 0 && api === "memory" && (!options.apiKey || !options.workspace)) {
    throw new OptionsError(
      "the memory suite needs --api-key and --workspace (or CONFORMANCE_API_KEY, CONFORMANCE_WORKSPACE)"
    );
  }
  return {
    options,
    reporters,
    output,
    useMock: baseUrl === void 0,
    prism: prism === true
  };
}
function withoutMemoryOptions(values2) {
  const memoryOnly = new Set(
    optionEntries().filter(([, spec]) => spec.api === "memory").map(([name]) => name)
  );
  return Object.fromEntries(Object.entries(values2).filter(([name]) => !memoryOnly.has(name)));
}
function isReadableFile(path2) {
  try {
    accessSync(path2, constants.R_OK);
    return statSync(path2).isFile();
  } catch {
    return false;
  }
}

// conformance/http/transport-fault.ts
var TransportFault = class extends Error {
  constructor(fault, message, connected = true) {
    super(message);
    this.fault = fault;
    this.connected = connected;
  }
  fault;
  connected;
  name = "TransportFault";
};
function hostPort(url) {
  return `${url.hostname}:${url.port || (url.protocol === "https:" ? 443 : 80)}`;
}
function faultOf(error, url, connected, proxy) {
  const code = error.code ?? "";
  const dialled = proxy?.url ?? url;
  const at = proxy ? `the proxy ${proxy.shown}` : hostPort(url);
  const via = proxy ? ` (through the proxy ${proxy.shown})` : "";
  if (code === "ECONNREFUSED") {
    return new TransportFault("refused", `connection refused: nothing listens at ${at}, ${code}`, false);
  }
  if (code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "EAI_NONAME") {
    const whose = proxy ? "the proxy's host name" : "the host name";
    return new TransportFault("dns", `${whose} ${dialled.hostname} does not resolve, ${code}`, false);
  }
  if (code === "EHOSTUNREACH" || code === "ENETUNREACH" || code === "EADDRNOTAVAIL") {
    return new TransportFault("no-route", `no route to ${at}, ${code}`, false);
  }
  if (/CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS|ERR_SSL|EPROTO/.test(code) || /certificate/i.test(error.message)) {
    return new TransportFault("tls", `TLS handshake failed: ${code || error.message}${via}`);
  }
  if (code === "ECONNRESET" || code === "EPIPE" || /socket hang up/.test(error.message)) {
    const what = connected ? "accepted the connection, then closed it without an answer" : "the connection was reset before it was made";
    return new TransportFault("reset", `${what}, ${code || error.message}${via}`, connected);
  }
  return new TransportFault("failed", `connection failed: ${code || error.message}${via}`, connected);
}

// conformance/http/fault-words.ts
function spoken(ms) {
  if (ms < 1e3) return `${Math.round(ms)} ms`;
  const seconds2 = ms / 1e3;
  return `${Number.isInteger(seconds2) ? seconds2 : seconds2.toFixed(1)} s`;
}
function timeoutWords(at, timeoutMs) {
  const within = spoken(timeoutMs);
  if (at?.phase === "connecting") return `no connection within ${within}`;
  if (at?.phase === "waiting") return `accepted the connection but sent nothing in ${within}`;
  if (at?.phase === "body") {
    return `answered ${at.status}, then stopped after ${at.bytes} bytes of the body: nothing more in ${within}`;
  }
  return `no response within ${within}`;
}
function describeFault(error, timeoutMs) {
  if (error instanceof TransportFault || error?.name === "TransportFault") {
    const fault = error;
    return {
      text: `${fault.message} (${fault.fault})`,
      info: { kind: fault.fault, connected: fault.connected }
    };
  }
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    const at = error.abortedAt;
    const via = at?.proxy ? ` (through the proxy ${at.proxy})` : "";
    return {
      text: `${timeoutWords(at, timeoutMs)}${via} (timeout)`,
      info: { kind: "timeout", connected: at ? at.phase !== "connecting" : void 0 }
    };
  }
  const cause = error?.cause;
  const detail = cause?.code ?? cause?.message ?? error?.message ?? String(error);
  const refused = detail === "ECONNREFUSED";
  return {
    text: `connection ${refused ? "refused" : "failed"}: ${detail} (${refused ? "refused" : "failed"})`,
    info: { kind: refused ? "refused" : "failed", connected: refused ? false : void 0 }
  };
}

// conformance/http/waiting.ts
var waitLineAfterMs = 2e3;
var repeatEveryMs = 5e3;
function watchRequest(onWait, request) {
  if (!onWait) return { stop() {
  } };
  const started = performance.now();
  let timer;
  const tick = (nextMs) => {
    const waitedMs = performance.now() - started;
    if (waitedMs + nextMs > request.timeoutMs - 1e3) return;
    timer = setTimeout(() => {
      onWait({ ...request, waitedMs: Math.round(performance.now() - started) });
      tick(repeatEveryMs);
    }, nextMs);
    timer.unref?.();
  };
  tick(waitLineAfterMs);
  return { stop: () => clearTimeout(timer) };
}
function describeWait(waiting) {
  const who = waiting.checkId ? `${waiting.checkId}: ` : "preflight: ";
  if (waiting.retryInMs !== void 0) {
    return `waiting: ${who}${waiting.route} answered 429 (rate-limited); sending it again in ${spoken(waiting.retryInMs)}`;
  }
  const waited = spoken(Math.floor(waiting.waitedMs / 1e3) * 1e3 || waiting.waitedMs);
  return `waiting: ${who}${waiting.route} has had no complete answer for ${waited} (timeout ${spoken(waiting.timeoutMs)})`;
}
function rateLimitWaits(onWait, routeOf3, checkId) {
  if (!onWait) return void 0;
  return ({ waitMs, request }) => {
    if (waitMs < waitLineAfterMs) return;
    const route = routeOf3(request.method, request.url);
    onWait({ route, waitedMs: 0, timeoutMs: 0, checkId: checkId(), retryInMs: waitMs });
  };
}

// conformance/options.ts
var defaults = {
  level: "documented",
  timeoutMs: optionTable.timeoutMs.default,
  maxRequests: optionTable.maxRequests.default,
  maxDurationMs: optionTable.maxDurationMs.default,
  rateLimitBurst: optionTable.rateLimitBurst.default,
  pricingModel: optionTable.pricingModel.default
};
function createRunId(now = /* @__PURE__ */ new Date()) {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace(/\..*$/, "").toLowerCase();
  return `${stamp}-${Math.random().toString(36).slice(2, 6)}`;
}
function resolveOptions(options) {
  if (!/^https?:\/\//i.test(options.baseUrl ?? "") || !URL.canParse(options.baseUrl)) {
    throw new TypeError(
      `baseUrl (CONFORMANCE_BASE_URL, --base-url) must be an absolute http(s) URL, got ${JSON.stringify(options.baseUrl)}`
    );
  }
  if (options.api === "memory" && (!options.apiKey || !options.workspace)) {
    throw new TypeError(
      "the memory suite needs an API key and a workspace (CONFORMANCE_API_KEY and CONFORMANCE_WORKSPACE, --api-key and --workspace)"
    );
  }
  const withDefaults = { ...options };
  for (const [name, spec] of optionEntries()) {
    if (spec.cli || spec.default === void 0 || withDefaults[name] !== void 0) continue;
    withDefaults[name] = spec.default;
  }
  return {
    ...withDefaults,
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    level: options.level ?? defaults.level,
    runId: options.runId ?? createRunId()
  };
}

// conformance/reporters/github.ts
import { existsSync } from "node:fs";
import { appendFile } from "node:fs/promises";
import { join as join2 } from "node:path";
function escapeData(text) {
  return text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
}
function escapeProperty(text) {
  return escapeData(text).replaceAll(":", "%3A").replaceAll(",", "%2C");
}
function command(kind, file, title, message) {
  const where = file ? `file=${escapeProperty(file)},` : "";
  return `::${kind} ${where}title=${escapeProperty(title)}::${escapeData(message)}`;
}
var maxErrors = 10;
var shownIds = 6;
function documentFile(api, place) {
  const file = `openapi/${api}.yaml`;
  const workspace = place.workspace ?? process.cwd();
  return (place.exists ?? existsSync)(join2(workspace, file)) ? file : void 0;
}
function idsLine(label, ids) {
  if (ids.length === 0) return [];
  const more = ids.length > shownIds ? `, \u2026 ${ids.length - shownIds} more in the job summary` : "";
  return [`${label} (${ids.length}): ${ids.slice(0, shownIds).join(", ")}${more}`];
}
function githubAnnotations(run, place = {}) {
  const report = inertValue(run);
  const file = documentFile(report.api, place);
  const lines = [];
  if (report.unjudgeable) {
    const { problem, message } = report.unjudgeable;
    lines.push(command("error", file, `conformance ${report.api}: could not judge (${problem})`, message));
  }
  const causes = causesIn(report);
  const shown = causes.length > maxErrors ? causes.slice(0, maxErrors - 1) : causes;
  for (const cause of shown) {
    const affected2 = [...idsLine("failed", cause.failed), ...idsLine("blocked", cause.blocked)];
    const reproduce = cause.curl ? [`reproduce: ${cause.curl}`] : [];
    const title = `conformance ${report.api} cause: ${causeTitle(cause)}`;
    lines.push(command("error", file, title, [cause.problem, ...affected2, ...reproduce].join("\n")));
  }
  const rest = causes.slice(shown.length);
  if (rest.length > 0) {
    const title = `conformance ${report.api}: ${rest.length} more causes`;
    lines.push(command("error", file, title, `${rest.map(causeTitle).join("\n")}
see the job summary`));
  }
  const warned = report.results.filter((result) => result.warnings?.length);
  const [first] = warned;
  if (first) {
    const warning = first.warnings?.[0];
    const title = `conformance ${report.api}: ${plural(warned.length, "check")} warned`;
    const lead = `[${first.id}] expected ${warning?.expected ?? ""}; received ${warning?.received ?? ""}`;
    const others = warned.slice(1).map((result) => result.id);
    const tail = others.length ? [`also: ${others.join(", ")} (see the job summary)`] : [];
    lines.push(command("warning", file, title, [lead, ...tail].join("\n")));
  }
  return lines;
}
function plural(count, noun) {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
function renderGithubSummary(report) {
  const causes = causesIn(report);
  const lines = [
    `## contract-kit conformance: ${report.api}`,
    "",
    `${report.baseUrl}${report.proxy ? ` through the proxy ${report.proxy}` : ""} \xB7 level ${report.level} \xB7 run ${report.runId} \xB7 ${formatDuration(report.durationMs)}`,
    "",
    report.unjudgeable ? `**Could not judge (${report.unjudgeable.problem})**: ${markdownCode(report.unjudgeable.message)}` : `**${summaryLine(report.results)}**`,
    ""
  ];
  if (causes.length > 0) {
    lines.push(`### ${causesHeading(causes)}`, "");
    causes.forEach((cause, index) => {
      lines.push(
        `${index + 1}. **${cause.kind === "check" ? markdownCode(cause.id) : cause.kind}** ${markdownCode(causeTitle(cause))}: ${markdownCode(cause.problem)}`
      );
      if (cause.failed.length)
        lines.push(`   - failed: ${cause.failed.map((id) => markdownCode(id)).join(", ")}`);
      if (cause.blocked.length)
        lines.push(`   - blocked: ${cause.blocked.map((id) => markdownCode(id)).join(", ")}`);
      if (cause.curl) lines.push("", ...markdownFence(cause.curl, "sh", "   "));
      lines.push("");
    });
  }
  const routes = (report.routes ?? []).filter((health) => health.requests > 0 || health.notSent > 0);
  if (routes.length > 0) {
    lines.push(
      "### Routes",
      "",
      "| route | sent | statuses | no answer | not sent | slowest |",
      "| --- | --- | --- | --- | --- | --- |"
    );
    for (const health of routes) {
      const mark = isUnhealthy(health) ? "\u274C " : "";
      lines.push(
        `| ${mark}${markdownCode(health.route, "cell")} | ${health.requests} | ${statusesText(health)} | ${health.transportErrors} | ${health.notSent} | ${health.slowest ? formatDuration(health.slowest.durationMs) : ""} |`
      );
    }
    lines.push("");
  }
  const notPassed = report.results.filter(
    (result) => result.status === "failed" || result.status === "blocked"
  );
  if (notPassed.length > 0) {
    lines.push(
      "### Checks failed or blocked",
      "",
      "| check | status | cause | detail |",
      "| --- | --- | --- | --- |"
    );
    for (const result of notPassed) {
      const detail = result.status === "failed" ? `expected ${result.failure?.expected ?? ""}; received ${result.failure?.received ?? ""}` : result.reason ?? "";
      const [id, cause] = [markdownCode(result.id, "cell"), markdownCode(result.cause ?? "", "cell")];
      lines.push(`| ${id} | ${result.status} | ${cause} | ${markdownCode(detail, "cell")} |`);
    }
    lines.push("");
  }
  const warned = report.results.filter((result) => result.warnings?.length);
  if (warned.length > 0) {
    lines.push(
      `### Warnings (${warned.length})`,
      "",
      "| check | expected | received |",
      "| --- | --- | --- |"
    );
    for (const result of warned) {
      for (const warning of result.warnings ?? []) {
        const [id, expected] = [markdownCode(result.id, "cell"), markdownCode(warning.expected, "cell")];
        lines.push(`| ${id} | ${expected} | ${markdownCode(warning.received, "cell")} |`);
      }
    }
    lines.push("");
  }
  return `${lines.join("\n")}
`;
}
async function writeGithubReport(report, stdout, env) {
  for (const line2 of githubAnnotations(report, { workspace: env.GITHUB_WORKSPACE }))
    stdout.write(`${line2}
`);
  const summary = env.GITHUB_STEP_SUMMARY;
  if (!summary) return void 0;
  await appendFile(summary, renderGithubSummary(report));
  return summary;
}

// conformance/reporters/pretty.ts
var codes = { red: 31, green: 32, yellow: 33, dim: 2, bold: 1 };
function painter(target, env) {
  const enabled = target.isTTY === true && env.NO_COLOR === void 0;
  return (colour, text) => enabled ? `\x1B[${codes[colour]}m${text}\x1B[0m` : text;
}
function labelled(label, text) {
  const width = maxLineLength - label.length;
  return wrap(text, width).map((line2, index) => `${index === 0 ? label : " ".repeat(label.length)}${line2}`);
}
function noted(label, text, paint) {
  const width = maxLineLength - 8 - label.length;
  const lines = wrap(text, width).map(
    (line2, index) => `${index === 0 ? label : "      "}${paint("dim", line2)}`
  );
  return `${lines.join("\n")}
`;
}
function createPrettyProgress(target, env = process.env) {
  const paint = painter(target, env);
  return (checked) => {
    const result = inertValue(checked);
    const time = paint("dim", formatDuration(result.durationMs));
    if (result.status === "passed")
      target.write(`  ${paint("green", "\u2713")} [${result.id}] ${result.title} ${time}
`);
    else if (result.status === "failed")
      target.write(`  ${paint("red", "\u2717")} [${result.id}] ${result.title} ${time}
`);
    else if (result.status === "warned")
      target.write(`  ${paint("yellow", "!")} [${result.id}] ${result.title} ${time}
`);
    else if (result.status === "blocked")
      target.write(noted(`  ${paint("red", "\u2298")} [${result.id}] `, result.reason ?? "blocked", paint));
    else
      target.write(
        noted(`  ${paint("yellow", "\u25CB")} [${result.id}] `, `skipped: ${result.reason ?? ""}`, paint)
      );
  };
}
function findingLines(detail) {
  const curl = detail?.curl ? curlLines(detail.curl) : [];
  return [
    ...labelled("      expected: ", detail?.expected ?? ""),
    ...labelled("      received: ", detail?.received ?? ""),
    ...curl.map((line2, index) => `${index === 0 ? "      reproduce: " : "        "}${line2}`)
  ];
}
function openingSection(report, paint) {
  const causes = causesIn(report);
  const lines = [];
  if (causes.length > 0) {
    lines.push(paint("bold", paint("red", causesHeading(causes))), "");
    causes.forEach((cause, index) => void lines.push(...causeLines(cause, index + 1), ""));
  }
  if (report.routes) lines.push(paint("bold", "Routes"), ...routeLines(report.routes), "");
  return lines;
}
function failureSection(report, paint) {
  const groups = failuresByRule(report.results);
  if (groups.length === 0) return [];
  const lines = [paint("bold", `Failures by rule (${groups.length})`), ""];
  for (const group of groups) {
    lines.push(
      `  ${paint("bold", group.source)}`,
      ...wrap(`\u201C${group.rule}\u201D`, 190).map((l) => `  ${paint("dim", l)}`)
    );
    for (const result of group.results) {
      lines.push(`    ${paint("red", "\u2717")} [${result.id}] ${result.title}`, ...findingLines(result.failure));
    }
    lines.push("");
  }
  return lines;
}
function warningSection(report, paint) {
  const warned = report.results.filter((result) => result.warnings?.length);
  if (warned.length === 0) return [];
  const note = report.strict ? "they fail the run (--strict)" : "they do not fail the run without --strict";
  const lines = [
    paint("bold", `Warnings (${warned.length}): questionable, not forbidden by the documents; ${note}`),
    ""
  ];
  for (const result of warned) {
    lines.push(
      `  ${paint("yellow", "!")} [${result.id}] ${result.title}`,
      ...wrap(`\u201C${result.rule}\u201D`, 190).map((line2) => `    ${paint("dim", line2)}`)
    );
    for (const warning of result.warnings ?? []) lines.push(...findingLines(warning));
  }
  return [...lines, ""];
}
function closingSection(report, paint) {
  const lines = [];
  for (const error of report.errors) lines.push(...labelled(`${paint("red", "run error:")} `, error), "");
  if (report.unjudgeable) {
    const { problem, message } = report.unjudgeable;
    lines.push(...labelled(`${paint("red", "could not judge")} (${problem}): `, message), "");
  }
  const skipped = report.results.filter((result) => result.status === "skipped");
  if (skipped.length > 0) {
    lines.push(paint("bold", `Skipped (${skipped.length})`));
    for (const result of skipped) lines.push(...labelled(`  \u25CB [${result.id}] `, result.reason ?? ""));
    lines.push("");
  }
  if (report.coverage) {
    const headline2 = coverageHeadline(report.coverage, report.minCoverage);
    lines.push(paint("bold", isBelowCoverage(report) ? paint("red", headline2) : headline2));
    for (const line2 of coverageLines(report.coverage)) {
      lines.push(
        ...wrap(line2, maxLineLength - 4).map((part, index) => `${index === 0 ? "  " : "    "}${part}`)
      );
    }
    lines.push("");
  }
  return lines;
}
var summaryColour = {
  passed: "green",
  failed: "red",
  warned: "yellow",
  skipped: "dim",
  blocked: "red"
};
function renderPrettySummary(run, target, env = process.env) {
  const report = inertValue(run);
  const paint = painter(target, env);
  const counts = summaryLine(report.results, (status, text) => paint(summaryColour[status], text));
  const lines = [
    "",
    ...openingSection(report, paint),
    ...failureSection(report, paint),
    ...warningSection(report, paint),
    ...closingSection(report, paint),
    `${counts} \xB7 ${report.api} ${report.baseUrl}${report.proxy ? ` through the proxy ${report.proxy}` : ""} \xB7 level ${report.level} \xB7 run ${report.runId} \xB7 ${formatDuration(report.durationMs)}`
  ];
  return `${lines.join("\n")}
`;
}

// conformance/reporters/reproduce-files.ts
import { mkdir as mkdir2, writeFile as writeFile2 } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname as dirname2, isAbsolute, join as join3, relative, resolve as resolve2 } from "node:path";
var bodyInline = maxLineLength - 60;
var requestsFolder = "requests";
function fileBody(body) {
  try {
    JSON.parse(body);
  } catch {
    return body;
  }
  return inertJson(body);
}
function unquote(word) {
  let text = "";
  let rest = word;
  while (rest.length > 0) {
    const quoted = /^'([^']*)'/.exec(rest);
    if (quoted) {
      text += quoted[1];
      rest = rest.slice(quoted[0].length);
    } else if (rest.startsWith("\\'")) {
      text += "'";
      rest = rest.slice(2);
    } else return void 0;
  }
  return text;
}
async function withReproduceFiles(report, directory, shown) {
  const written = /* @__PURE__ */ new Map();
  let count = 0;
  const shorten = async (curl, owner) => {
    const at = curl.lastIndexOf(" --data-raw ");
    const word = at < 0 ? "" : curl.slice(at + " --data-raw ".length);
    if (word.length <= bodyInline) return curl;
    const body = unquote(word);
    if (body === void 0) return curl;
    let name = written.get(body);
    if (!name) {
      name = `${owner}-${++count}.body`;
      await mkdir2(join3(directory, requestsFolder), { recursive: true });
      await writeFile2(join3(directory, requestsFolder, name), fileBody(body));
      written.set(body, name);
    }
    const path2 = join3(shown, requestsFolder, name).replaceAll("'", `'\\''`);
    return `${curl.slice(0, at)} --data-binary '@${path2}'`;
  };
  const detail = async (found, owner) => found?.curl ? { ...found, curl: await shorten(found.curl, owner) } : found;
  const results = [];
  for (const result of report.results) {
    const failure = await detail(result.failure, result.id);
    const warnings = result.warnings && await Promise.all(result.warnings.map((w) => detail(w, result.id)));
    results.push({ ...result, ...failure ? { failure } : {}, ...warnings ? { warnings } : {} });
  }
  const causes = [];
  for (const cause of report.causes ?? []) {
    const owner = cause.kind === "check" ? cause.id : cause.kind;
    causes.push(cause.curl ? { ...cause, curl: await shorten(cause.curl, owner) } : cause);
  }
  const unjudgeable = report.unjudgeable?.curl ? { ...report.unjudgeable, curl: await shorten(report.unjudgeable.curl, "preflight") } : report.unjudgeable;
  return { ...report, results, causes, ...unjudgeable ? { unjudgeable } : {} };
}
function reproduceDirectory(targets, output, cwd, runId) {
  const file = [...targets.values()].find((target) => target !== "-");
  const directory = file ? dirname2(file) : output && output !== "-" ? resolve2(cwd, output) : join3(tmpdir(), `contract-kit-conformance-${runId.replace(/[^\w.-]/g, "_")}`);
  const inside = relative(cwd, directory);
  const shown = inside && !inside.startsWith("..") && !isAbsolute(inside) ? inside : directory;
  return { directory, shown: shown || "." };
}

// conformance/coverage.ts
var maxValues = 8;
function addValue(parameters, name, value) {
  const values2 = parameters[name] ?? [];
  parameters[name] = values2;
  const text = value !== null && typeof value === "object" ? Array.isArray(value) ? "[\u2026]" : "{\u2026}" : String(value);
  const shown = text.length > 40 ? "\u2026" : text;
  if (values2.length < maxValues && !values2.includes(shown)) values2.push(shown);
}
function recordParameters(parameters, exchange) {
  for (const [name, value] of new URL(exchange.url).searchParams) addValue(parameters, name, value);
  if (!exchange.requestBody) return;
  try {
    const body = JSON.parse(exchange.requestBody);
    if (body === null || typeof body !== "object" || Array.isArray(body)) return;
    for (const [name, value] of Object.entries(body)) addValue(parameters, name, value);
  } catch {
  }
}
function computeCoverage(api, exchanges, results) {
  const operations = operationsOf(api);
  const seen = new Map(
    operations.map((operation) => [
      operation,
      { statuses: /* @__PURE__ */ new Set(), parameters: {}, checks: /* @__PURE__ */ new Set() }
    ])
  );
  for (const exchange of exchanges) {
    if (exchange.status === void 0) continue;
    const operation = findOperation(operations, exchange.method, exchange.url);
    const entry = operation && seen.get(operation);
    if (!entry) continue;
    entry.statuses.add(exchange.status);
    entry.checks.add(exchange.checkId ?? "preflight");
    recordParameters(entry.parameters, exchange);
  }
  const covered = operations.map((operation) => {
    const entry = seen.get(operation) ?? {
      statuses: /* @__PURE__ */ new Set(),
      parameters: {},
      checks: /* @__PURE__ */ new Set()
    };
    const anySuccess = [...entry.statuses].some((status) => status >= 200 && status < 300);
    const documented = Object.keys(operation.responses);
    return {
      operationId: operation.operationId,
      method: operation.method,
      path: operation.path,
      statuses: documented.map((status) => ({
        status,
        observed: entry.statuses.has(Number(status)) || status.startsWith("2") && anySuccess
      })),
      undocumented: [...entry.statuses].filter((status) => !documented.includes(String(status))).sort(),
      parameters: entry.parameters,
      checks: [...entry.checks].sort()
    };
  });
  const pairs = covered.flatMap((operation) => operation.statuses);
  const hit = pairs.filter((pair) => pair.observed).length;
  return {
    percent: pairs.length === 0 ? 100 : Math.floor(hit / pairs.length * 1e3) / 10,
    covered: hit,
    total: pairs.length,
    operations: covered,
    skipped: results.filter((result) => result.status === "skipped").map((result) => ({ id: result.id, reason: result.reason ?? "" }))
  };
}

// conformance/http/proxy.ts
var defaultPorts = { "http:": 80, "https:": 443 };
function variable(env, name) {
  return env[name] ?? env[name.toUpperCase()];
}
function isLoopback(hostname) {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (host === "::1" || host === "0:0:0:0:0:0:0:1") return true;
  const v4 = host.startsWith("::ffff:") ? host.slice(7) : host;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
function isExempt(target, noProxy) {
  const entries = (noProxy ?? "").split(/[,\s]/).filter(Boolean);
  if (entries.includes("*")) return true;
  const hostname = target.host.replace(/:\d*$/, "").toLowerCase();
  const port = Number.parseInt(target.port, 10) || defaultPorts[target.protocol] || 0;
  return entries.some((entry) => {
    const parsed = /^(.+):(\d+)$/.exec(entry);
    const host = (parsed ? parsed[1] : entry).replace(/^\*?\./, "").toLowerCase();
    if (parsed && Number.parseInt(parsed[2], 10) !== port) return false;
    return hostname === host || hostname.endsWith(`.${host}`);
  });
}
function showProxy(url) {
  return `${url.protocol}//${url.host}`;
}
function proxyUrl(value, name) {
  const text = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`;
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new TypeError(`${name} is not a proxy URL: ${showProxyText(text)}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new TypeError(`${name}: only http:// and https:// proxies are supported, not ${url.protocol}//`);
  }
  return url;
}
function showProxyText(text) {
  return text.replace(/\/\/[^@/]*@/, "//");
}
function proxyFor(target, env = process.env) {
  if (target.protocol !== "http:" && target.protocol !== "https:") return void 0;
  if (isLoopback(target.hostname)) return void 0;
  const https = target.protocol === "https:" ? variable(env, "https_proxy") : void 0;
  const [name, value] = https ? ["https_proxy", https] : ["http_proxy", variable(env, "http_proxy")];
  if (!value) return void 0;
  if (isExempt(target, variable(env, "no_proxy"))) return void 0;
  const url = proxyUrl(value, name);
  return { url, shown: showProxy(url) };
}
function proxyShownFor(baseUrl, env = process.env) {
  try {
    return proxyFor(new URL(baseUrl), env)?.shown;
  } catch {
    return void 0;
  }
}
function withoutCredentials(url) {
  if (!url.username && !url.password) return { url: url.href, authorization: void 0 };
  const bare = new URL(url.href);
  bare.username = "";
  bare.password = "";
  const pair = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
  return { url: bare.href, authorization: `Basic ${Buffer.from(pair).toString("base64")}` };
}

// conformance/plan.ts
function planChecks(checks, options) {
  const ofApi = checks.filter((check3) => check3.api === options.api);
  const only = options.only?.length ? new Set(options.only.map((id) => id.trim().toUpperCase())) : void 0;
  if (only) {
    const unknown = [...only].filter((id) => !ofApi.some((check3) => check3.id === id));
    if (unknown.length > 0) {
      throw new TypeError(
        `unknown check id ${unknown.join(", ")} for ${options.api}; see conformance/README.md`
      );
    }
  }
  return ofApi.filter((check3) => !only || only.has(check3.id)).map((check3) => {
    const skip = skipReason(check3, options);
    return skip ? { check: check3, skip } : { check: check3 };
  });
}
function skipReason(check3, options) {
  if (options.level === "documented" && check3.level === "kit" && !check3.advisory) {
    return "the kit's own choice where the documents are silent; judged with --level kit";
  }
  for (const requirement of check3.requires) {
    const [name, spec] = optionFor(requirement);
    if (!options[name]) {
      const variable2 = spec.kind === "boolean" ? `${spec.env}=1` : spec.env;
      return `needs ${spec.flag ?? variable2} (or ${variable2})`;
    }
  }
  return void 0;
}

// conformance/preflight-problems.ts
function noAnswer(tried, options) {
  const [first] = tried;
  const errors = together(tried);
  const curl = first.curl;
  const tls3 = tried.find((exchange) => exchange.fault?.kind === "tls");
  if (tls3) {
    const hostname = /ALTNAME|HOSTNAME/i.test(tls3.error ?? "");
    return {
      problem: "tls",
      message: `the TLS handshake with ${options.baseUrl} failed: ${errors}`,
      nextStep: hostname ? "check the URL's host name: the certificate names another host" : options.ca ? `the certificate is not signed by the CA in --ca ${options.ca}: pass the CA that signed it (or --insecure for a staging gateway)` : "if the deployment uses a private CA, pass its certificate with --ca FILE (or --insecure for a staging gateway)",
      curl
    };
  }
  if (tried.every((exchange) => exchange.fault?.connected === false)) {
    const kind = first.fault?.kind;
    const nextStep = kind === "dns" ? "check the URL's host name: it does not resolve from this machine" : kind === "refused" ? "check the URL's host and port, and that the deployment is running there" : "check the URL, and that this machine may reach that host (a firewall, a VPN, a proxy)";
    return { problem: "unreachable", message: `cannot reach ${options.baseUrl}: ${errors}`, nextStep, curl };
  }
  return {
    problem: "no-answer",
    message: `the server was reached, but gave no complete answer: ${errors}`,
    nextStep: stalledNextStep(tried, options),
    curl
  };
}
function together(tried) {
  const routes = /* @__PURE__ */ new Map();
  for (const exchange of tried) {
    const error = exchange.error ?? "no response";
    const split = error.indexOf(": ");
    const [route, what] = split < 0 ? ["", error] : [error.slice(0, split), error.slice(split + 2)];
    routes.set(what, [...routes.get(what) ?? [], route].filter(Boolean));
  }
  return [...routes.entries()].map(([what, names]) => names.length ? `${names.join(" and ")}: ${what}` : what).join("; then ");
}
function stalledNextStep(tried, options) {
  const kinds = new Set(tried.map((exchange) => exchange.fault?.kind));
  const gateway = options.headers?.length ? "a gateway in front may need other --header values" : "a gateway in front may need a --header (a token, a routing header)";
  if (kinds.has("timeout")) {
    return `if the deployment is slow, raise --timeout (now ${options.timeoutMs} ms, ${spoken(options.timeoutMs)}); ${gateway}`;
  }
  if (kinds.has("truncated")) {
    return "something between here and the server cuts its answers short: check its logs and any proxy in front";
  }
  return `check that the URL's scheme and port serve HTTP${options.baseUrl.startsWith("http:") ? " (not HTTPS)" : ""}; ${gateway}`;
}
function notThisApi(exchange, message) {
  const status = exchange.status ?? 0;
  const gate = status === 401 || status === 403 || status === 407;
  const nextStep = gate ? `a gateway answered ${status}: pass the headers it needs with --header 'Name: value'` : `check the URL: it must be the API's root, the part before the documented paths (${new URL(exchange.url).pathname} was asked)`;
  return { problem: "not-this-api", message, nextStep, curl: exchange.curl };
}
var credentialSteps = {
  "key-rejected": "check --api-key and --workspace (CONFORMANCE_API_KEY, CONFORMANCE_WORKSPACE)",
  "workspace-denied": "pass a workspace this key may use with --workspace",
  "billing-blocked": "use a key whose billing account is active with --api-key (a blocked key belongs in --blocked-api-key)"
};
function rateLimited(exchange, now = Date.now()) {
  const headers = exchange.responseHeaders;
  const retryAfter = headers["retry-after"];
  const seconds2 = retryAfter !== void 0 && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : void 0;
  const date = retryAfter !== void 0 && seconds2 === void 0 ? Date.parse(retryAfter) : Number.NaN;
  const reset = Number(headers["x-ratelimit-reset"] ?? headers["ratelimit-reset"]);
  let at;
  if (seconds2 !== void 0) at = now + seconds2 * 1e3;
  else if (Number.isFinite(date)) at = date;
  else if (Number.isFinite(reset)) at = reset > 1e9 ? reset * 1e3 : now + reset * 1e3;
  const when = at === void 0 ? void 0 : new Date(at).toISOString().slice(11, 19);
  return {
    problem: "rate-limited",
    message: `the deployment is rate-limiting this key${retryAfter === void 0 ? "" : ` (Retry-After: ${retryAfter})`}, and still was after the run waited`,
    nextStep: when ? `the quota frees up at ${when} UTC: run again after it, or give conformance a key of its own` : "run again when the quota frees up (the answer did not say when), or give conformance a key of its own",
    curl: exchange.curl
  };
}

// conformance/preflight.ts
function unknownAnchor() {
  return globalThis.crypto.randomUUID();
}
var byStatus = {
  400: ["key-rejected", "the API key or workspace was rejected (400)"],
  401: [
    "key-rejected",
    "the API key was rejected (401; the documents answer a bad key with 400, MEM-AUTH-* will say so)"
  ],
  402: ["billing-blocked", "the key's billing account is blocked (402)"],
  403: ["workspace-denied", "the access policy denies this key in this workspace (403)"]
};
function notThis(exchange, what) {
  const message = `${exchange.url} does not answer like the ${what}: ${describeResponse(exchange)}`;
  return notThisApi(exchange, message);
}
async function confirmMemory(state, first) {
  const exchange = await probe(state, {});
  if (exchange?.status !== 404) return void 0;
  return notThis(first, "Hosted Memory Service (without a key it answered 404, not 400)");
}
function oneLine(exchange) {
  if (exchange.status === void 0) return exchange.error ?? "no response";
  const type = exchange.responseHeaders["content-type"] ?? "no content-type";
  const server = exchange.responseHeaders.server ? ` (server: ${exchange.responseHeaders.server})` : "";
  const text = exchange.bodyText.replace(/\s+/g, " ").trim();
  const body = text ? ` ${text.length > 80 ? `${text.slice(0, 80)}\u2026` : text}` : " (empty body)";
  return `${exchange.status} ${type}${server}${body}`;
}
function isApiAnswer(exchange) {
  const body = exchange ? jsonOf(exchange) : void 0;
  return exchange?.status !== void 0 && typeof body === "object" && body !== null;
}
function secondProbe(state) {
  const request = state.options.api === "memory" ? { method: "POST", path: "/v1/anchors", json: {}, retry: false } : { path: "/api/v1/events", query: { limit: 1 }, retry: false };
  return state.send(request).catch(() => lastOf(state, request));
}
function secondProbeOnce(state) {
  let sent;
  return {
    send: () => {
      sent ??= secondProbe(state);
      return sent;
    },
    settled: () => sent ?? Promise.resolve(void 0)
  };
}
function hedgeAfterMs(timeoutMs) {
  return Math.min(2e3, timeoutMs / 4);
}
function lastOf(state, request) {
  const method = request.method ?? "GET";
  return state.recorder.log.findLast(
    (exchange) => exchange.method === method && new URL(exchange.url).pathname.endsWith(request.path)
  );
}
async function confirmBroken(state, first, what, second$) {
  const second = await second$;
  if (isApiAnswer(second)) return void 0;
  if (first.status === void 0 && (!second || second.status === void 0)) {
    return noAnswer(second ? [first, second] : [first], state.options);
  }
  const answered = first.status === void 0 ? second ?? first : first;
  const other = answered === first ? second : first;
  const and = other && other !== answered ? `; ${other.method} ${new URL(other.url).pathname}: ${oneLine(other)}` : "";
  const message = `${state.options.baseUrl} does not answer like the ${what}: ${answered.method} ${new URL(answered.url).pathname} answered ${oneLine(answered)}${and}`;
  return notThisApi(answered, message);
}
async function preflight(state) {
  const second = secondProbeOnce(state);
  try {
    return await judgeTarget(state, second.send);
  } finally {
    await second.settled();
  }
}
async function judgeTarget(state, sendSecond) {
  const { options } = state;
  const memory = options.api === "memory";
  const what = memory ? "Hosted Memory Service" : "Release Tracking API";
  const hedge = setTimeout(() => void sendSecond(), hedgeAfterMs(options.timeoutMs));
  let exchange = await probe(
    state,
    memory ? { authorization: `Bearer ${options.apiKey}` } : void 0
  ).finally(() => clearTimeout(hedge));
  if (memory && (exchange?.status === 400 || exchange?.status === 401)) {
    const other = await probe(state, { "x-api-key": options.apiKey ?? "" });
    if (other?.status !== void 0 && other.status !== 400 && other.status !== 401) exchange = other;
  }
  if (!exchange) return void 0;
  if (exchange.status === void 0) return confirmBroken(state, exchange, what, sendSecond());
  const body = jsonOf(exchange);
  const json = body !== void 0 && body !== null && typeof body === "object";
  if (!json) return confirmBroken(state, exchange, what, sendSecond());
  if (exchange.status >= 500) return void 0;
  if (exchange.status === 429) return rateLimited(exchange);
  const known = byStatus[exchange.status];
  if (known && memory) {
    const [problem, text] = known;
    const detail = typeof body?.message === "string" ? `: ${body.message}` : "";
    const nextStep = credentialSteps[problem];
    return { problem, message: `${text}${detail}`, nextStep, curl: exchange.curl };
  }
  if (memory) return exchange.status === 404 ? confirmMemory(state, exchange) : void 0;
  return Array.isArray(body?.sources) ? void 0 : notThis(exchange, what);
}
function probe(state, credentials) {
  const { options } = state;
  const request = credentials ? {
    method: "POST",
    path: "/v1/recall",
    headers: { ...credentials, "x-workspace-id": options.workspace },
    json: { anchor_id: unknownAnchor(), query: "ck-conformance preflight", limit: 1 }
  } : { path: "/api/v1/sources", query: { limit: 1 } };
  return state.send(request).catch(() => lastOf(state, request));
}

// conformance/prerequisites.ts
function orderByPrerequisites(planned) {
  const byId = new Map(planned.map((entry) => [entry.check.id, entry]));
  const ordered = [];
  const state = /* @__PURE__ */ new Map();
  const visit = (entry, path2) => {
    const id = entry.check.id;
    if (state.get(id) === "done") return;
    if (state.get(id) === "visiting") {
      throw new Error(`internal: checks rest on each other in a circle: ${[...path2, id].join(" \u2192 ")}`);
    }
    state.set(id, "visiting");
    for (const prerequisite of entry.check.restsOn) {
      const found = byId.get(prerequisite);
      if (found) visit(found, [...path2, id]);
    }
    state.set(id, "done");
    ordered.push(entry);
  };
  for (const entry of planned) visit(entry, []);
  return ordered;
}
function blockingCause(restsOn, outcomes) {
  for (const id of restsOn) {
    const outcome = outcomes.get(id);
    if (outcome?.status === "failed" || outcome?.status === "blocked") return outcome.cause ?? id;
  }
  return void 0;
}

// conformance/server-errors.ts
var noServerError = "no 5xx answer (a 5xx answer to a request the client sent is a server error)";
function acceptingAskedServerErrors(assertions, accepted) {
  const remember = (exchange, wanted) => {
    if ((exchange.status ?? 0) >= 500 && wanted.includes(exchange.status ?? 0)) accepted.add(exchange);
  };
  return {
    ...assertions,
    expectStatus(exchange, want) {
      if (want !== "success") remember(exchange, [want].flat());
      assertions.expectStatus(exchange, want);
    },
    expectError(exchange, status, code) {
      remember(exchange, [status]);
      assertions.expectError(exchange, status, code);
    }
  };
}
function unexpectedServerError(exchanges, accepted) {
  const found = exchanges.find((exchange) => (exchange.status ?? 0) >= 500 && !accepted.has(exchange));
  return found ? detailOf(noServerError, describeResponse(found), found) : void 0;
}

// conformance/context.ts
function createCheckContext(check3, state, records) {
  const { options } = state;
  const { warnings, notes = [], accepted = /* @__PURE__ */ new Set(), findings = [], probes: probes2 = [] } = records;
  return {
    check: check3,
    level: options.level,
    options,
    runId: options.runId,
    label: (what) => `ck-conformance ${options.runId} ${check3.id} ${what}`,
    send: state.send,
    get memory() {
      return state.memoryClient();
    },
    memoryAs: (credentials) => state.memoryClient(credentials),
    releases: state.releases,
    exchangeOf(response) {
      const exchange = state.recorder.exchangeOf(response);
      if (!exchange) throw new Error("internal: a response did not pass through the recorder");
      return exchange;
    },
    exchanges: () => state.recorder.log,
    memo: (key, compute) => memoize(state.memo, key, compute),
    grantRequests: (requests) => state.recorder.grant(requests),
    note: (text) => void (notes.includes(text) || notes.push(text)),
    probe: (record) => void probes2.push(record),
    causeOf: records.causeOf ?? (() => void 0),
    ...acceptingAskedServerErrors(createAssertions(check3, warnings, findings), accepted)
  };
}
function memoize(cache, key, compute) {
  let value = cache.get(key);
  if (!value) {
    value = compute();
    cache.set(key, value);
    value.catch(() => cache.delete(key));
  }
  return value;
}

// conformance/deviation-causes.ts
function findingsOf(result) {
  if (result.status !== "failed") return [];
  if (result.findings) return result.findings;
  return result.failure ? [{ ...result.failure, cause: result.cause }] : [];
}
function causeOfDeviation(deviation, outcomes, earlier) {
  for (const detail of earlier) if (detail.deviation === deviation && detail.cause) return detail.cause;
  for (const result of outcomes.values()) {
    const same = findingsOf(result).find((detail) => detail.deviation === deviation);
    if (same) return same.cause ?? result.cause;
  }
  return void 0;
}
function assignCauses(findings, checkId, outcomes) {
  const assigned = [];
  for (const detail of findings) {
    const known = detail.deviation ? causeOfDeviation(detail.deviation, outcomes, assigned) : void 0;
    assigned.push({ ...detail, cause: detail.cause ?? known ?? checkId });
  }
  return assigned;
}
var answeredWith = (status) => new RegExp(`(answered|refused with) ${status}\\b|^${status} `);
function causeOfTraffic(exchange, outcomes, by = "status") {
  const status = exchange.status;
  const matches = (detail) => by === "status" && status !== void 0 && detail.deviation !== void 0 && answeredWith(status).test(detail.deviation);
  const origin = exchange.checkId ? outcomes.get(exchange.checkId) : void 0;
  if (origin?.status === "failed") {
    const own = findingsOf(origin);
    const found = own.find((detail) => detail.curl === exchange.curl) ?? own.find(matches);
    if (found) return found.cause ?? origin.cause;
  }
  if (by === "request") return void 0;
  for (const result of outcomes.values()) {
    const found = findingsOf(result).find(matches);
    if (found) return found.cause ?? result.cause;
  }
  return void 0;
}

// conformance/transport-cause.ts
function transportCauseOf(exchange, route) {
  const error = exchange.error ?? "";
  if (error.startsWith(`${route}:`) || error.startsWith(`not sent: ${route} `)) return routeCauseId(route);
  const bound = error.replace(/^not sent: /, "").replace(/\s*\(.*$/s, "");
  return `run ${bound}`;
}

// conformance/run-check.ts
function baseOf(check3) {
  const { id, title, api, level, source, rule } = check3;
  return { id, title, api, level, source, rule };
}
function toFailure(error, exchanges) {
  if (isConformanceFailure(error)) return error.toJSON();
  const last = exchanges.at(-1);
  if (last?.status !== void 0 && error instanceof SyntaxError && jsonOf(last) === void 0) {
    const { pathname } = new URL(last.url);
    return {
      expected: "a JSON response as documented",
      received: `${last.method} ${pathname}: ${describeResponse(last)} (not JSON)`,
      curl: last.curl
    };
  }
  const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return {
    expected: "a well-formed response as documented",
    received: last ? `${what}; last response: ${describeResponse(last)}` : what,
    ...last ? { curl: last.curl } : {}
  };
}
function isTransportError(error) {
  return error instanceof TransportError || error?.name === "TransportError";
}
function isAdvisoryHere(check3, state) {
  return check3.advisory && check3.level === "kit" && state.options.level === "documented";
}
async function runCheck(planned, state, outcomes) {
  const result = await judge(planned, state, outcomes);
  outcomes.set(result.id, result);
  return result;
}
async function judge(planned, state, outcomes) {
  const { check: check3 } = planned;
  const base = baseOf(check3);
  if (planned.skip !== void 0) return { ...base, status: "skipped", durationMs: 0, reason: planned.skip };
  const blockedBy = blockingCause(check3.restsOn, outcomes);
  if (blockedBy !== void 0) {
    const on = check3.restsOn.find((id) => outcomes.get(id)?.cause === blockedBy) ?? blockedBy;
    const reason = `blocked: rests on ${on}, which did not pass (cause: ${blockedBy})`;
    return { ...base, status: "blocked", durationMs: 0, cause: blockedBy, reason };
  }
  const firstExchange = state.recorder.log.length;
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const records = {
    warnings: [],
    notes: [],
    accepted: /* @__PURE__ */ new Set(),
    findings: [],
    probes: [],
    causeOf: (exchange, by) => causeOfTraffic(exchange, outcomes, by)
  };
  const { warnings } = records;
  const extras = () => ({
    ...withWarnings(warnings),
    ...records.notes.length > 0 ? { notes: records.notes } : {},
    ...records.probes.length > 0 ? { probes: records.probes } : {}
  });
  const own = () => state.recorder.log.slice(firstExchange);
  state.current.checkId = check3.id;
  let thrown;
  let unreadable;
  try {
    await check3.run(createCheckContext(check3, state, records));
  } catch (error) {
    if (isTransportError(error)) {
      return { ...blockedByTransport(base, error, own(), state, elapsed(), warnings), ...extras() };
    }
    thrown = toFailure(error, own());
    if (!isConformanceFailure(error)) unreadable = thrown;
  } finally {
    state.current.checkId = void 0;
  }
  let found = [...records.findings, ...thrown ? [thrown] : []];
  if (isAdvisoryHere(check3, state)) {
    warnings.push(...found.filter((detail) => detail !== unreadable));
    found = found.filter((detail) => detail === unreadable);
  }
  const serverError = found.length > 0 ? void 0 : unexpectedServerError(own(), records.accepted);
  if (serverError) found.push(serverError);
  if (found.length > 0) {
    const findings = assignCauses(
      found.map((detail) => withRoute(detail, state, own())),
      check3.id,
      outcomes
    );
    const [first] = findings;
    const failed = {
      ...base,
      status: "failed",
      durationMs: elapsed(),
      cause: first.cause
    };
    const { cause: _cause, ...failure } = first;
    const several = findings.length > 1 ? { findings } : {};
    return { ...failed, failure, ...several, ...extras() };
  }
  const status = warnings.length > 0 ? "warned" : "passed";
  return { ...base, status, durationMs: elapsed(), ...extras() };
}
function withRoute(detail, state, own) {
  if (detail.route) return detail;
  const exchange = detail.curl === void 0 ? own.at(-1) : state.recorder.log.findLast((entry) => entry.curl === detail.curl);
  const route = exchange ? state.recorder.route(exchange.method, exchange.url) : void 0;
  return route ? { ...detail, route } : detail;
}
function blockedByTransport(base, error, exchanges, state, durationMs, warnings) {
  const exchange = exchanges.findLast((entry) => entry.error === error.message);
  const route = exchange ? state.recorder.route(exchange.method, exchange.url) : void 0;
  const cause = exchange && route ? transportCauseOf(exchange, route) : `run ${error.message}`;
  const failure = {
    expected: "a response from the server",
    received: error.message,
    ...error.curl ? { curl: error.curl } : {},
    ...route ? { route } : {}
  };
  const reason = `blocked: ${cause.startsWith("route ") ? `${route} did not answer` : error.message}`;
  return { ...base, status: "blocked", durationMs, cause, reason, failure, ...withWarnings(warnings) };
}
function withWarnings(warnings) {
  return warnings.length > 0 ? { warnings } : {};
}

// conformance/run-state.ts
import { readFileSync } from "node:fs";
import { rootCertificates } from "node:tls";

// src/client/auth-middleware.ts
function createAuthMiddleware(credentials) {
  const headers = credentialHeaders(credentials);
  return {
    onRequest({ request }) {
      for (const [name, value] of headers) {
        if (!request.headers.has(name)) request.headers.set(name, value);
      }
      return request;
    }
  };
}
function credentialHeaders({ apiKey, workspaceId, auth = "bearer" }) {
  if (auth !== "bearer" && auth !== "x-api-key") {
    throw new TypeError(`auth must be 'bearer' or 'x-api-key', got ${JSON.stringify(auth)}`);
  }
  const headers = [];
  if (apiKey !== void 0) {
    headers.push(auth === "bearer" ? ["Authorization", `Bearer ${apiKey}`] : ["x-api-key", apiKey]);
  }
  if (workspaceId !== void 0) headers.push(["X-Workspace-Id", workspaceId]);
  return headers;
}

// node_modules/openapi-fetch/dist/index.mjs
var PATH_PARAM_RE = /\{[^{}]+\}/g;
var supportsRequestInitExt = () => {
  return typeof process === "object" && Number.parseInt(process?.versions?.node?.substring(0, 2)) >= 18 && process.versions.undici;
};
function randomID() {
  return Math.random().toString(36).slice(2, 11);
}
function createClient(clientOptions) {
  let {
    baseUrl = "",
    Request: CustomRequest = globalThis.Request,
    fetch: baseFetch = globalThis.fetch,
    querySerializer: globalQuerySerializer,
    bodySerializer: globalBodySerializer,
    pathSerializer: globalPathSerializer,
    headers: baseHeaders,
    requestInitExt = void 0,
    ...baseOptions
  } = { ...clientOptions };
  requestInitExt = supportsRequestInitExt() ? requestInitExt : void 0;
  baseUrl = removeTrailingSlash(baseUrl);
  const globalMiddlewares = [];
  async function coreFetch(schemaPath, fetchOptions) {
    const {
      baseUrl: localBaseUrl,
      fetch = baseFetch,
      Request: Request2 = CustomRequest,
      headers,
      params = {},
      parseAs = "json",
      querySerializer: requestQuerySerializer,
      bodySerializer = globalBodySerializer ?? defaultBodySerializer,
      pathSerializer: requestPathSerializer,
      body,
      middleware: requestMiddlewares = [],
      ...init
    } = fetchOptions || {};
    let finalBaseUrl = baseUrl;
    if (localBaseUrl) {
      finalBaseUrl = removeTrailingSlash(localBaseUrl) ?? baseUrl;
    }
    let querySerializer = typeof globalQuerySerializer === "function" ? globalQuerySerializer : createQuerySerializer(globalQuerySerializer);
    if (requestQuerySerializer) {
      querySerializer = typeof requestQuerySerializer === "function" ? requestQuerySerializer : createQuerySerializer({
        ...typeof globalQuerySerializer === "object" ? globalQuerySerializer : {},
        ...requestQuerySerializer
      });
    }
    const pathSerializer = requestPathSerializer || globalPathSerializer || defaultPathSerializer;
    const serializedBody = body === void 0 ? void 0 : bodySerializer(
      body,
      // Note: we declare mergeHeaders() both here and below because it’s a bit of a chicken-or-egg situation:
      // bodySerializer() needs all headers so we aren’t dropping ones set by the user, however,
      // the result of this ALSO sets the lowest-priority content-type header. So we re-merge below,
      // setting the content-type at the very beginning to be overwritten.
      // Lastly, based on the way headers work, it’s not a simple “present-or-not” check becauase null intentionally un-sets headers.
      mergeHeaders(baseHeaders, headers, params.header)
    );
    const finalHeaders = mergeHeaders(
      // with no body, we should not to set Content-Type
      serializedBody === void 0 || // if serialized body is FormData; browser will correctly set Content-Type & boundary expression
      serializedBody instanceof FormData ? {} : {
        "Content-Type": "application/json"
      },
      baseHeaders,
      headers,
      params.header
    );
    const finalMiddlewares = [...globalMiddlewares, ...requestMiddlewares];
    const requestInit = {
      redirect: "follow",
      ...baseOptions,
      ...init,
      body: serializedBody,
      headers: finalHeaders
    };
    let id;
    let options;
    let request = new Request2(
      createFinalURL(schemaPath, { baseUrl: finalBaseUrl, params, querySerializer, pathSerializer }),
      requestInit
    );
    let response;
    for (const key in init) {
      if (!(key in request)) {
        request[key] = init[key];
      }
    }
    if (finalMiddlewares.length) {
      id = randomID();
      options = Object.freeze({
        baseUrl: finalBaseUrl,
        fetch,
        parseAs,
        querySerializer,
        bodySerializer,
        pathSerializer
      });
      for (const m of finalMiddlewares) {
        if (m && typeof m === "object" && typeof m.onRequest === "function") {
          const result = await m.onRequest({
            request,
            schemaPath,
            params,
            options,
            id
          });
          if (result) {
            if (result instanceof Request2) {
              request = result;
            } else if (result instanceof Response) {
              response = result;
              break;
            } else {
              throw new Error("onRequest: must return new Request() or Response() when modifying the request");
            }
          }
        }
      }
    }
    if (!response) {
      try {
        response = await fetch(request, requestInitExt);
      } catch (error2) {
        let errorAfterMiddleware = error2;
        if (finalMiddlewares.length) {
          for (let i = finalMiddlewares.length - 1; i >= 0; i--) {
            const m = finalMiddlewares[i];
            if (m && typeof m === "object" && typeof m.onError === "function") {
              const result = await m.onError({
                request,
                error: errorAfterMiddleware,
                schemaPath,
                params,
                options,
                id
              });
              if (result) {
                if (result instanceof Response) {
                  errorAfterMiddleware = void 0;
                  response = result;
                  break;
                }
                if (result instanceof Error) {
                  errorAfterMiddleware = result;
                  continue;
                }
                throw new Error("onError: must return new Response() or instance of Error");
              }
            }
          }
        }
        if (errorAfterMiddleware) {
          throw errorAfterMiddleware;
        }
      }
      if (finalMiddlewares.length) {
        for (let i = finalMiddlewares.length - 1; i >= 0; i--) {
          const m = finalMiddlewares[i];
          if (m && typeof m === "object" && typeof m.onResponse === "function") {
            const result = await m.onResponse({
              request,
              response,
              schemaPath,
              params,
              options,
              id
            });
            if (result) {
              if (!(result instanceof Response)) {
                throw new Error("onResponse: must return new Response() when modifying the response");
              }
              response = result;
            }
          }
        }
      }
    }
    const contentLength = response.headers.get("Content-Length");
    if (response.status === 204 || request.method === "HEAD" || contentLength === "0" && !response.headers.get("Transfer-Encoding")?.includes("chunked")) {
      return response.ok ? { data: void 0, response } : { error: void 0, response };
    }
    if (response.ok) {
      const getResponseData = async () => {
        if (parseAs === "stream") {
          return response.body;
        }
        if (parseAs === "json" && !contentLength) {
          const raw = await response.text();
          return raw ? JSON.parse(raw) : void 0;
        }
        return await response[parseAs]();
      };
      return { data: await getResponseData(), response };
    }
    let error = await response.text();
    try {
      error = JSON.parse(error);
    } catch {
    }
    return { error, response };
  }
  return {
    request(method, url, init) {
      return coreFetch(url, { ...init, method: method.toUpperCase() });
    },
    /** Call a GET endpoint */
    GET(url, init) {
      return coreFetch(url, { ...init, method: "GET" });
    },
    /** Call a PUT endpoint */
    PUT(url, init) {
      return coreFetch(url, { ...init, method: "PUT" });
    },
    /** Call a POST endpoint */
    POST(url, init) {
      return coreFetch(url, { ...init, method: "POST" });
    },
    /** Call a DELETE endpoint */
    DELETE(url, init) {
      return coreFetch(url, { ...init, method: "DELETE" });
    },
    /** Call a OPTIONS endpoint */
    OPTIONS(url, init) {
      return coreFetch(url, { ...init, method: "OPTIONS" });
    },
    /** Call a HEAD endpoint */
    HEAD(url, init) {
      return coreFetch(url, { ...init, method: "HEAD" });
    },
    /** Call a PATCH endpoint */
    PATCH(url, init) {
      return coreFetch(url, { ...init, method: "PATCH" });
    },
    /** Call a TRACE endpoint */
    TRACE(url, init) {
      return coreFetch(url, { ...init, method: "TRACE" });
    },
    /** Register middleware */
    use(...middleware) {
      for (const m of middleware) {
        if (!m) {
          continue;
        }
        if (typeof m !== "object" || !("onRequest" in m || "onResponse" in m || "onError" in m)) {
          throw new Error("Middleware must be an object with one of `onRequest()`, `onResponse() or `onError()`");
        }
        globalMiddlewares.push(m);
      }
    },
    /** Unregister middleware */
    eject(...middleware) {
      for (const m of middleware) {
        const i = globalMiddlewares.indexOf(m);
        if (i !== -1) {
          globalMiddlewares.splice(i, 1);
        }
      }
    }
  };
}
function serializePrimitiveParam(name, value, options) {
  if (value === void 0 || value === null) {
    return "";
  }
  if (typeof value === "object") {
    throw new Error(
      "Deeply-nested arrays/objects aren\u2019t supported. Provide your own `querySerializer()` to handle these."
    );
  }
  return `${name}=${options?.allowReserved === true ? value : encodeURIComponent(value)}`;
}
function serializeObjectParam(name, value, options) {
  if (!value || typeof value !== "object") {
    return "";
  }
  const values2 = [];
  const joiner = {
    simple: ",",
    label: ".",
    matrix: ";"
  }[options.style] || "&";
  if (options.style !== "deepObject" && options.explode === false) {
    for (const k in value) {
      values2.push(k, options.allowReserved === true ? value[k] : encodeURIComponent(value[k]));
    }
    const final2 = values2.join(",");
    switch (options.style) {
      case "form": {
        return `${name}=${final2}`;
      }
      case "label": {
        return `.${final2}`;
      }
      case "matrix": {
        return `;${name}=${final2}`;
      }
      default: {
        return final2;
      }
    }
  }
  for (const k in value) {
    const finalName = options.style === "deepObject" ? `${name}[${k}]` : k;
    values2.push(serializePrimitiveParam(finalName, value[k], options));
  }
  const final = values2.join(joiner);
  return options.style === "label" || options.style === "matrix" ? `${joiner}${final}` : final;
}
function serializeArrayParam(name, value, options) {
  if (!Array.isArray(value)) {
    return "";
  }
  if (options.explode === false) {
    const joiner2 = { form: ",", spaceDelimited: "%20", pipeDelimited: "|" }[options.style] || ",";
    const final = (options.allowReserved === true ? value : value.map((v) => encodeURIComponent(v))).join(joiner2);
    switch (options.style) {
      case "simple": {
        return final;
      }
      case "label": {
        return `.${final}`;
      }
      case "matrix": {
        return `;${name}=${final}`;
      }
      // case "spaceDelimited":
      // case "pipeDelimited":
      default: {
        return `${name}=${final}`;
      }
    }
  }
  const joiner = { simple: ",", label: ".", matrix: ";" }[options.style] || "&";
  const values2 = [];
  for (const v of value) {
    if (options.style === "simple" || options.style === "label") {
      values2.push(options.allowReserved === true ? v : encodeURIComponent(v));
    } else {
      values2.push(serializePrimitiveParam(name, v, options));
    }
  }
  return options.style === "label" || options.style === "matrix" ? `${joiner}${values2.join(joiner)}` : values2.join(joiner);
}
function createQuerySerializer(options) {
  return function querySerializer(queryParams) {
    const search = [];
    if (queryParams && typeof queryParams === "object") {
      for (const name in queryParams) {
        const value = queryParams[name];
        if (value === void 0 || value === null) {
          continue;
        }
        if (Array.isArray(value)) {
          if (value.length === 0) {
            continue;
          }
          search.push(
            serializeArrayParam(name, value, {
              style: "form",
              explode: true,
              ...options?.array,
              allowReserved: options?.allowReserved || false
            })
          );
          continue;
        }
        if (typeof value === "object") {
          search.push(
            serializeObjectParam(name, value, {
              style: "deepObject",
              explode: true,
              ...options?.object,
              allowReserved: options?.allowReserved || false
            })
          );
          continue;
        }
        search.push(serializePrimitiveParam(name, value, options));
      }
    }
    return search.join("&");
  };
}
function defaultPathSerializer(pathname, pathParams) {
  let nextURL = pathname;
  for (const match of pathname.match(PATH_PARAM_RE) ?? []) {
    let name = match.substring(1, match.length - 1);
    let explode = false;
    let style2 = "simple";
    if (name.endsWith("*")) {
      explode = true;
      name = name.substring(0, name.length - 1);
    }
    if (name.startsWith(".")) {
      style2 = "label";
      name = name.substring(1);
    } else if (name.startsWith(";")) {
      style2 = "matrix";
      name = name.substring(1);
    }
    if (!pathParams || pathParams[name] === void 0 || pathParams[name] === null) {
      continue;
    }
    const value = pathParams[name];
    if (Array.isArray(value)) {
      nextURL = nextURL.replace(match, serializeArrayParam(name, value, { style: style2, explode }));
      continue;
    }
    if (typeof value === "object") {
      nextURL = nextURL.replace(match, serializeObjectParam(name, value, { style: style2, explode }));
      continue;
    }
    if (style2 === "matrix") {
      nextURL = nextURL.replace(match, `;${serializePrimitiveParam(name, value)}`);
      continue;
    }
    nextURL = nextURL.replace(match, style2 === "label" ? `.${encodeURIComponent(value)}` : encodeURIComponent(value));
  }
  return nextURL;
}
function defaultBodySerializer(body, headers) {
  if (body instanceof FormData) {
    return body;
  }
  if (headers) {
    const contentType = headers.get instanceof Function ? headers.get("Content-Type") ?? headers.get("content-type") : headers["Content-Type"] ?? headers["content-type"];
    if (contentType === "application/x-www-form-urlencoded") {
      return new URLSearchParams(body).toString();
    }
  }
  return JSON.stringify(body);
}
function createFinalURL(pathname, options) {
  let finalURL = `${options.baseUrl}${pathname}`;
  if (options.params?.path) {
    finalURL = options.pathSerializer(finalURL, options.params.path);
  }
  let search = options.querySerializer(options.params.query ?? {});
  if (search.startsWith("?")) {
    search = search.substring(1);
  }
  if (search) {
    finalURL += `?${search}`;
  }
  return finalURL;
}
function mergeHeaders(...allHeaders) {
  const finalHeaders = new Headers();
  for (const h of allHeaders) {
    if (!h || typeof h !== "object") {
      continue;
    }
    const iterator = h instanceof Headers ? h.entries() : Object.entries(h);
    for (const [k, v] of iterator) {
      if (v === null) {
        finalHeaders.delete(k);
      } else if (Array.isArray(v)) {
        for (const v2 of v) {
          finalHeaders.append(k, v2);
        }
      } else if (v !== void 0) {
        finalHeaders.set(k, v);
      }
    }
  }
  return finalHeaders;
}
function removeTrailingSlash(url) {
  if (url.endsWith("/")) {
    return url.substring(0, url.length - 1);
  }
  return url;
}

// src/client/create-base-client.ts
function createBaseClient(options) {
  assertBaseUrl(options?.baseUrl);
  const fetchImpl = options.fetch ?? ((request, init) => globalThis.fetch(request, init));
  return createClient({
    baseUrl: options.baseUrl,
    headers: options.headers,
    fetch: options.retry === false ? fetchImpl : withRetry(fetchImpl, options.retry)
  });
}
function assertBaseUrl(baseUrl) {
  if (typeof baseUrl !== "string" || baseUrl === "") {
    throw new TypeError("baseUrl is required, e.g. http://127.0.0.1:4010");
  }
  if (baseUrl.startsWith("/") && "location" in globalThis) return;
  if (!/^https?:\/\//i.test(baseUrl) || !URL.canParse(baseUrl)) {
    throw new TypeError(`baseUrl must be an absolute http(s) URL, got ${JSON.stringify(baseUrl)}`);
  }
}

// src/client/create-memory-client.ts
function createMemoryClient(options) {
  const client = createBaseClient(options);
  client.use(createAuthMiddleware(options));
  return client;
}

// src/client/create-releases-client.ts
function createReleasesClient(options) {
  return createBaseClient(options);
}

// conformance/http/node-transport.ts
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";

// conformance/http/agents.ts
import { Agent as PlainHttpAgent } from "node:http";
import { Agent as HttpsAgent2 } from "node:https";

// node_modules/http-proxy-agent/dist/index.js
var import_debug = __toESM(require_src(), 1);
import * as net2 from "net";
import * as tls from "tls";
import { once } from "events";

// node_modules/agent-base/dist/index.js
import * as net from "net";
import * as http from "http";
import { Agent as HttpsAgent } from "https";
var INTERNAL = /* @__PURE__ */ Symbol("AgentBaseInternalState");
var Agent2 = class extends http.Agent {
  constructor(opts) {
    super(opts);
    this[INTERNAL] = {};
  }
  /**
   * Determine whether this is an `http` or `https` request.
   */
  isSecureEndpoint(options) {
    if (options) {
      if (typeof options.secureEndpoint === "boolean") {
        return options.secureEndpoint;
      }
      if (typeof options.protocol === "string") {
        return options.protocol === "https:";
      }
    }
    const { stack } = new Error();
    if (typeof stack !== "string")
      return false;
    return stack.split("\n").some((l) => l.indexOf("(https.js:") !== -1 || l.indexOf("node:https:") !== -1);
  }
  // In order to support async signatures in `connect()` and Node's native
  // connection pooling in `http.Agent`, the array of sockets for each origin
  // has to be updated synchronously. This is so the length of the array is
  // accurate when `addRequest()` is next called. We achieve this by creating a
  // fake socket and adding it to `sockets[origin]` and incrementing
  // `totalSocketCount`.
  incrementSockets(name) {
    if (this.maxSockets === Infinity && this.maxTotalSockets === Infinity) {
      return null;
    }
    if (!this.sockets[name]) {
      this.sockets[name] = [];
    }
    const fakeSocket = new net.Socket({ writable: false });
    this.sockets[name].push(fakeSocket);
    this.totalSocketCount++;
    return fakeSocket;
  }
  decrementSockets(name, socket) {
    if (!this.sockets[name] || socket === null) {
      return;
    }
    const sockets = this.sockets[name];
    const index = sockets.indexOf(socket);
    if (index !== -1) {
      sockets.splice(index, 1);
      this.totalSocketCount--;
      if (sockets.length === 0) {
        delete this.sockets[name];
      }
    }
  }
  // In order to properly update the socket pool, we need to call `getName()` on
  // the core `https.Agent` if it is a secureEndpoint.
  getName(options) {
    const secureEndpoint = this.isSecureEndpoint(options);
    if (secureEndpoint) {
      return HttpsAgent.prototype.getName.call(this, options);
    }
    return super.getName(options);
  }
  createSocket(req, options, cb) {
    const connectOpts = {
      ...options,
      secureEndpoint: this.isSecureEndpoint(options)
    };
    const name = this.getName(connectOpts);
    const fakeSocket = this.incrementSockets(name);
    Promise.resolve().then(() => this.connect(req, connectOpts)).then((socket) => {
      this.decrementSockets(name, fakeSocket);
      if (typeof socket.addRequest === "function") {
        try {
          return socket.addRequest(req, connectOpts);
        } catch (err) {
          return cb(err);
        }
      }
      this[INTERNAL].currentSocket = socket;
      super.createSocket(req, options, cb);
    }, (err) => {
      this.decrementSockets(name, fakeSocket);
      cb(err);
    });
  }
  createConnection() {
    const socket = this[INTERNAL].currentSocket;
    this[INTERNAL].currentSocket = void 0;
    if (!socket) {
      throw new Error("No socket was returned in the `connect()` function");
    }
    return socket;
  }
  get defaultPort() {
    return this[INTERNAL].defaultPort ?? (this.protocol === "https:" ? 443 : 80);
  }
  set defaultPort(v) {
    if (this[INTERNAL]) {
      this[INTERNAL].defaultPort = v;
    }
  }
  get protocol() {
    return this[INTERNAL].protocol ?? (this.isSecureEndpoint() ? "https:" : "http:");
  }
  set protocol(v) {
    if (this[INTERNAL]) {
      this[INTERNAL].protocol = v;
    }
  }
};

// node_modules/http-proxy-agent/dist/index.js
import { URL as URL2 } from "url";

// node_modules/proxy-agent-negotiate/dist/index.js
function createNegotiateAuth() {
  return async ({ response, scheme }) => {
    if (scheme.toLowerCase() !== "negotiate") {
      throw new Error(`Expected Negotiate scheme but got "${scheme}"`);
    }
    let kerberos;
    try {
      kerberos = await import("kerberos");
    } catch {
      throw new Error('The "kerberos" package is required for Negotiate proxy authentication. Install it with: npm install kerberos');
    }
    const proxyAuthenticate = response.headers["proxy-authenticate"] || "";
    const challengeHeader = Array.isArray(proxyAuthenticate) ? proxyAuthenticate[0] : proxyAuthenticate;
    const serverToken = typeof challengeHeader === "string" && challengeHeader.includes(" ") ? challengeHeader.split(" ").slice(1).join(" ") : void 0;
    const client = await kerberos.initializeClient("HTTP@proxy", {
      mechOID: kerberos.GSS_MECH_OID_SPNEGO
    });
    const token = await client.step(serverToken || "");
    if (!token) {
      throw new Error("Kerberos client.step() returned no token");
    }
    return {
      headers: {
        "Proxy-Authorization": `Negotiate ${token}`
      }
    };
  };
}

// node_modules/http-proxy-agent/dist/index.js
var debug = (0, import_debug.default)("http-proxy-agent");
var HttpProxyAgent = class extends Agent2 {
  constructor(proxy, opts) {
    super(opts);
    this.proxy = typeof proxy === "string" ? new URL2(proxy) : proxy;
    this.proxyHeaders = opts?.headers ?? {};
    debug("Creating new HttpProxyAgent instance: %o", this.proxy.href);
    if (opts?.negotiate) {
      this.onProxyAuth = createNegotiateAuth();
    } else if (opts?.onProxyAuth) {
      this.onProxyAuth = opts.onProxyAuth;
    }
    const host = (this.proxy.hostname || this.proxy.host).replace(/^\[|\]$/g, "");
    const port = this.proxy.port ? parseInt(this.proxy.port, 10) : this.proxy.protocol === "https:" ? 443 : 80;
    this.connectOpts = {
      ...opts ? omit(opts, "headers", "onProxyAuth", "negotiate") : null,
      host,
      port
    };
  }
  addRequest(req, opts) {
    req._header = null;
    this.setRequestProps(req, opts);
    super.addRequest(req, opts);
  }
  setRequestProps(req, opts) {
    const { proxy } = this;
    const protocol = opts.secureEndpoint ? "https:" : "http:";
    const hostname = req.getHeader("host") || "localhost";
    const base = `${protocol}//${hostname}`;
    const url = new URL2(req.path, base);
    if (opts.port !== 80) {
      url.port = String(opts.port);
    }
    req.path = String(url);
    const headers = typeof this.proxyHeaders === "function" ? this.proxyHeaders() : { ...this.proxyHeaders };
    if (proxy.username || proxy.password) {
      const auth = `${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`;
      headers["Proxy-Authorization"] = `Basic ${Buffer.from(auth).toString("base64")}`;
    }
    if (!headers["Proxy-Connection"]) {
      headers["Proxy-Connection"] = this.keepAlive ? "Keep-Alive" : "close";
    }
    for (const name of Object.keys(headers)) {
      const value = headers[name];
      if (value) {
        req.setHeader(name, value);
      }
    }
  }
  async connect(req, opts) {
    req._header = null;
    if (!req.path.includes("://")) {
      this.setRequestProps(req, opts);
    }
    let first;
    let endOfHeaders;
    debug("Regenerating stored HTTP header string for request");
    req._implicitHeader();
    if (req.outputData && req.outputData.length > 0) {
      debug("Patching connection write() output buffer with updated header");
      first = req.outputData[0].data;
      endOfHeaders = first.indexOf("\r\n\r\n") + 4;
      req.outputData[0].data = req._header + first.substring(endOfHeaders);
      debug("Output buffer: %o", req.outputData[0].data);
    }
    let socket;
    if (this.proxy.protocol === "https:") {
      debug("Creating `tls.Socket`: %o", this.connectOpts);
      socket = tls.connect(this.connectOpts);
    } else {
      debug("Creating `net.Socket`: %o", this.connectOpts);
      socket = net2.connect(this.connectOpts);
    }
    await once(socket, "connect");
    const connect5 = { socket };
    req.emit("proxyConnect", connect5);
    this.emit("proxyConnect", connect5, req);
    req.emit("proxy", { proxy: this.proxy.href, socket });
    return socket;
  }
};
HttpProxyAgent.protocols = ["http", "https"];
function omit(obj, ...keys) {
  const ret = {};
  let key;
  for (key in obj) {
    if (!keys.includes(key)) {
      ret[key] = obj[key];
    }
  }
  return ret;
}

// node_modules/https-proxy-agent/dist/index.js
var import_debug3 = __toESM(require_src(), 1);
import * as net3 from "net";
import * as tls2 from "tls";
import assert from "assert";
import { URL as URL3 } from "url";

// node_modules/https-proxy-agent/dist/parse-proxy-response.js
var import_debug2 = __toESM(require_src(), 1);
var debug2 = (0, import_debug2.default)("https-proxy-agent:parse-proxy-response");
function parseProxyResponse(socket) {
  return new Promise((resolve3, reject) => {
    let buffersLength = 0;
    const buffers = [];
    function read() {
      const b = socket.read();
      if (b)
        ondata(b);
      else
        socket.once("readable", read);
    }
    function cleanup() {
      socket.removeListener("end", onend);
      socket.removeListener("error", onerror);
      socket.removeListener("readable", read);
    }
    function onend() {
      cleanup();
      debug2("onend");
      reject(new Error("Proxy connection ended before receiving CONNECT response"));
    }
    function onerror(err) {
      cleanup();
      debug2("onerror %o", err);
      reject(err);
    }
    function ondata(b) {
      buffers.push(b);
      buffersLength += b.length;
      const buffered = Buffer.concat(buffers, buffersLength);
      const endOfHeaders = buffered.indexOf("\r\n\r\n");
      if (endOfHeaders === -1) {
        debug2("have not received end of HTTP headers yet...");
        read();
        return;
      }
      const headerParts = buffered.slice(0, endOfHeaders).toString("ascii").split("\r\n");
      const firstLine = headerParts.shift();
      if (!firstLine) {
        socket.destroy();
        return reject(new Error("No header received from proxy CONNECT response"));
      }
      const firstLineParts = firstLine.split(" ");
      const statusCode = +firstLineParts[1];
      const statusText = firstLineParts.slice(2).join(" ");
      const headers = {};
      for (const header of headerParts) {
        if (!header)
          continue;
        const firstColon = header.indexOf(":");
        if (firstColon === -1) {
          socket.destroy();
          return reject(new Error(`Invalid header from proxy CONNECT response: "${header}"`));
        }
        const key = header.slice(0, firstColon).toLowerCase();
        const value = header.slice(firstColon + 1).trimStart();
        const current = headers[key];
        if (typeof current === "string") {
          headers[key] = [current, value];
        } else if (Array.isArray(current)) {
          current.push(value);
        } else {
          headers[key] = value;
        }
      }
      debug2("got proxy server response: %o %o", firstLine, headers);
      cleanup();
      resolve3({
        connect: {
          statusCode,
          statusText,
          headers
        },
        buffered
      });
    }
    socket.on("error", onerror);
    socket.on("end", onend);
    read();
  });
}

// node_modules/https-proxy-agent/dist/index.js
var debug3 = (0, import_debug3.default)("https-proxy-agent");
var setServernameFromNonIpHost = (options) => {
  if (options.servername === void 0 && options.host && !net3.isIP(options.host)) {
    return {
      ...options,
      servername: options.host
    };
  }
  return options;
};
var HttpsProxyAgent = class extends Agent2 {
  constructor(proxy, opts) {
    super(opts);
    this.options = { path: void 0 };
    this.proxy = typeof proxy === "string" ? new URL3(proxy) : proxy;
    this.proxyHeaders = opts?.headers ?? {};
    debug3("Creating new HttpsProxyAgent instance: %o", this.proxy.href);
    if (opts?.negotiate) {
      this.onProxyAuth = createNegotiateAuth();
    } else if (opts?.onProxyAuth) {
      this.onProxyAuth = opts.onProxyAuth;
    }
    const host = (this.proxy.hostname || this.proxy.host).replace(/^\[|\]$/g, "");
    const port = this.proxy.port ? parseInt(this.proxy.port, 10) : this.proxy.protocol === "https:" ? 443 : 80;
    this.connectOpts = {
      // Attempt to negotiate http/1.1 for proxy servers that support http/2
      ALPNProtocols: ["http/1.1"],
      ...opts ? omit2(opts, "headers", "onProxyAuth", "negotiate") : null,
      host,
      port
    };
  }
  /**
   * Called when the node-core HTTP client library is creating a
   * new HTTP request.
   */
  async connect(req, opts) {
    const { proxy } = this;
    if (!opts.host) {
      throw new TypeError('No "host" provided');
    }
    let socket;
    if (proxy.protocol === "https:") {
      debug3("Creating `tls.Socket`: %o", this.connectOpts);
      socket = tls2.connect(setServernameFromNonIpHost(this.connectOpts));
    } else {
      debug3("Creating `net.Socket`: %o", this.connectOpts);
      socket = net3.connect(this.connectOpts);
    }
    const headers = typeof this.proxyHeaders === "function" ? this.proxyHeaders() : { ...this.proxyHeaders };
    const host = net3.isIPv6(opts.host) ? `[${opts.host}]` : opts.host;
    let payload = `CONNECT ${host}:${opts.port} HTTP/1.1\r
`;
    if (proxy.username || proxy.password) {
      const auth = `${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`;
      headers["Proxy-Authorization"] = `Basic ${Buffer.from(auth).toString("base64")}`;
    }
    headers.Host = `${host}:${opts.port}`;
    if (!headers["Proxy-Connection"]) {
      headers["Proxy-Connection"] = this.keepAlive ? "Keep-Alive" : "close";
    }
    for (const name of Object.keys(headers)) {
      payload += `${name}: ${headers[name]}\r
`;
    }
    const proxyResponsePromise = parseProxyResponse(socket);
    socket.write(`${payload}\r
`);
    const { connect: connect5, buffered } = await proxyResponsePromise;
    req.emit("proxyConnect", connect5);
    this.emit("proxyConnect", connect5, req);
    req.emit("proxy", { proxy: this.proxy.href, socket });
    if (connect5.statusCode === 200) {
      req.once("socket", resume);
      if (opts.secureEndpoint) {
        debug3("Upgrading socket connection to TLS");
        return tls2.connect({
          ...omit2(setServernameFromNonIpHost(opts), "host", "path", "port"),
          socket
        });
      }
      return socket;
    }
    if (connect5.statusCode === 407 && this.onProxyAuth) {
      debug3("Got 407 response, invoking onProxyAuth callback");
      socket.destroy();
      const proxyAuthenticate = connect5.headers["proxy-authenticate"] || "";
      const scheme = Array.isArray(proxyAuthenticate) ? proxyAuthenticate[0].split(/\s/)[0] : proxyAuthenticate.split(/\s/)[0];
      const authResponse = await this.onProxyAuth({
        response: connect5,
        scheme
      });
      return this._connectWithAuth(req, opts, authResponse.headers);
    }
    socket.destroy();
    const fakeSocket = new net3.Socket({ writable: false });
    fakeSocket.readable = true;
    req.once("socket", (s) => {
      debug3("Replaying proxy buffer for failed request");
      assert(s.listenerCount("data") > 0);
      s.push(buffered);
      s.push(null);
    });
    return fakeSocket;
  }
  /**
   * Retry a CONNECT request with additional auth headers.
   */
  async _connectWithAuth(req, opts, authHeaders) {
    const { proxy } = this;
    let socket;
    if (proxy.protocol === "https:") {
      socket = tls2.connect(setServernameFromNonIpHost(this.connectOpts));
    } else {
      socket = net3.connect(this.connectOpts);
    }
    const headers = typeof this.proxyHeaders === "function" ? this.proxyHeaders() : { ...this.proxyHeaders };
    const host = net3.isIPv6(opts.host) ? `[${opts.host}]` : opts.host;
    let payload = `CONNECT ${host}:${opts.port} HTTP/1.1\r
`;
    if (proxy.username || proxy.password) {
      const auth = `${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`;
      headers["Proxy-Authorization"] = `Basic ${Buffer.from(auth).toString("base64")}`;
    }
    Object.assign(headers, authHeaders);
    headers.Host = `${host}:${opts.port}`;
    if (!headers["Proxy-Connection"]) {
      headers["Proxy-Connection"] = this.keepAlive ? "Keep-Alive" : "close";
    }
    for (const name of Object.keys(headers)) {
      payload += `${name}: ${headers[name]}\r
`;
    }
    const proxyResponsePromise = parseProxyResponse(socket);
    socket.write(`${payload}\r
`);
    const { connect: connect5 } = await proxyResponsePromise;
    req.emit("proxyConnect", connect5);
    this.emit("proxyConnect", connect5, req);
    if (connect5.statusCode === 200) {
      req.once("socket", resume);
      if (opts.secureEndpoint) {
        debug3("Upgrading socket connection to TLS");
        return tls2.connect({
          ...omit2(setServernameFromNonIpHost(opts), "host", "path", "port"),
          socket
        });
      }
      return socket;
    }
    socket.destroy();
    throw new Error(`Proxy authentication failed with status ${connect5.statusCode} after retry`);
  }
};
HttpsProxyAgent.protocols = ["http", "https"];
function resume(socket) {
  setImmediate(() => {
    socket.resume();
  });
}
function omit2(obj, ...keys) {
  const ret = {};
  let key;
  for (key in obj) {
    if (!keys.includes(key)) {
      ret[key] = obj[key];
    }
  }
  return ret;
}

// conformance/http/agents.ts
function createAgentPool(options = {}) {
  const tls3 = {
    ...options.ca ? { ca: options.ca } : {},
    rejectUnauthorized: options.insecure !== true
  };
  const agents = /* @__PURE__ */ new Map();
  const lastUse = /* @__PURE__ */ new WeakMap();
  const promised = /* @__PURE__ */ new WeakMap();
  function make(https, proxy) {
    const keepAlive = { keepAlive: true };
    if (!proxy) return https ? new HttpsAgent2({ ...keepAlive, ...tls3 }) : new PlainHttpAgent(keepAlive);
    const { url, authorization } = withoutCredentials(proxy);
    const headers = authorization ? { "Proxy-Authorization": authorization } : {};
    return https ? new HttpsProxyAgent(url, { ...keepAlive, ...tls3, headers }) : new HttpProxyAgent(url, { ...keepAlive, ...tls3, headers });
  }
  return {
    wayOf(url) {
      const https = url.protocol === "https:";
      const proxy = proxyFor(url, options.env);
      const key = `${https ? "https" : "http"} ${proxy?.url.href ?? "direct"}`;
      let agent = agents.get(key);
      if (!agent) {
        agent = make(https, proxy?.url);
        agents.set(key, agent);
      }
      return { agent, tls: tls3, proxy };
    },
    markUsed(socket) {
      lastUse.set(socket, performance.now());
    },
    noteHint(socket, keepAlive) {
      const seconds2 = Number(/(?:^|[,\s])timeout=(\d+)/i.exec(keepAlive ?? "")?.[1] ?? 0);
      if (seconds2 > 1) promised.set(socket, seconds2 * 1e3 - 1e3);
      else promised.delete(socket);
    },
    dropIdle(agent, olderThanMs) {
      const now = performance.now();
      for (const sockets of Object.values(agent.freeSockets)) {
        for (const socket of sockets ?? []) {
          const since = lastUse.get(socket);
          if (since === void 0 || now - since > olderThanMs) socket.destroy();
        }
      }
    },
    async settle(agent, olderThanMs) {
      if (Object.keys(agent.freeSockets).length === 0) return;
      await new Promise((resolve3) => setImmediate(resolve3));
      const now = performance.now();
      for (const sockets of Object.values(agent.freeSockets)) {
        for (const socket of sockets ?? []) {
          const used = lastUse.get(socket);
          const stale = used === void 0 || now - used > Math.max(olderThanMs, promised.get(socket) ?? 0);
          if (stale || socket.readableEnded) socket.destroy();
        }
      }
    },
    destroy() {
      for (const agent of agents.values()) agent.destroy();
      agents.clear();
    }
  };
}

// conformance/http/read-response.ts
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
var nullBodyStatuses = /* @__PURE__ */ new Set([101, 204, 205, 304]);
function decode(body, encoding) {
  const name = (encoding ?? "").trim().toLowerCase();
  try {
    if (name === "gzip" || name === "x-gzip") return gunzipSync(body);
    if (name === "deflate") return inflateSync(body);
    if (name === "br") return brotliDecompressSync(body);
  } catch (error) {
    throw new TransportFault(
      "truncated",
      `a ${name} body that does not decompress: ${error.message}`
    );
  }
  return body;
}
function toResponse(message, body) {
  const headers = new Headers();
  const raw = message.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) {
    try {
      headers.append(raw[index], raw[index + 1]);
    } catch {
    }
  }
  const status = message.statusCode ?? 0;
  if (status < 200 || status > 599) throw new TransportFault("failed", `an invalid status code ${status}`);
  const decoded = decode(body, message.headers["content-encoding"]);
  return new Response(nullBodyStatuses.has(status) ? null : new Uint8Array(decoded), {
    status,
    statusText: message.statusMessage ?? "",
    headers
  });
}
function readBody(message, onBytes) {
  return new Promise((resolve3, reject) => {
    const chunks = [];
    let bytes = 0;
    message.on("data", (chunk) => {
      chunks.push(chunk);
      bytes += chunk.length;
      onBytes(bytes);
    });
    message.on("end", () => resolve3(Buffer.concat(chunks)));
    message.on("error", () => void 0);
    message.on("close", () => {
      if (message.complete) return;
      const length = message.headers["content-length"];
      const of = length === void 0 ? "of a chunked body" : `of the ${length} its Content-Length declares`;
      reject(
        new TransportFault(
          "truncated",
          `answered ${message.statusCode}, then stopped after ${bytes} bytes ${of}: the connection closed`
        )
      );
    });
  });
}

// conformance/http/node-transport.ts
var postReuseIdleMs = 5;
var idempotentMethods = /* @__PURE__ */ new Set(["GET", "HEAD"]);
function createNodeTransport(options = {}) {
  const pool = createAgentPool(options);
  const reuseIdleMs = options.postReuseIdleMs ?? postReuseIdleMs;
  const open = /* @__PURE__ */ new Set();
  function attempt(request, body, way, idempotent, first = true) {
    const url = new URL(request.url);
    const headers = Object.fromEntries(request.headers);
    headers["accept-encoding"] ??= "gzip, deflate, br";
    if (body) headers["content-length"] = String(body.length);
    const signal = request.signal;
    return new Promise((resolve3, reject) => {
      if (signal.aborted) return reject(signal.reason);
      let status;
      let bytes = 0;
      let connected = false;
      let socket;
      let readBefore = 0;
      let deadOnArrival = false;
      const https = url.protocol === "https:";
      const make = https ? httpsRequest : httpRequest;
      const tls3 = https ? way.tls : {};
      const outgoing = make(url, { method: request.method, headers, agent: way.agent, ...tls3 });
      open.add(outgoing);
      outgoing.on("socket", (assigned) => {
        socket = assigned;
        readBefore = assigned.bytesRead;
        deadOnArrival = outgoing.reusedSocket && assigned.destroyed;
        pool.markUsed(assigned);
        if (!assigned.connecting) connected = true;
        else assigned.once("connect", () => connected = true);
      });
      const onAbort = () => {
        const phase = !connected ? "connecting" : status === void 0 ? "waiting" : "body";
        const at = { phase, status, bytes, proxy: way.proxy?.shown };
        reject(Object.assign(signal.reason, { abortedAt: at }));
        outgoing.destroy();
      };
      signal.addEventListener("abort", onAbort, { once: true });
      const done = () => {
        signal.removeEventListener("abort", onAbort);
        open.delete(outgoing);
      };
      outgoing.on("error", (error) => {
        done();
        const unanswered = status === void 0 && (socket?.bytesRead ?? 0) === readBefore;
        const again = deadOnArrival || idempotent && outgoing.reusedSocket && unanswered;
        if (first && again && !signal.aborted) {
          pool.dropIdle(way.agent, 0);
          resolve3(attempt(request, body, way, idempotent, false));
          return;
        }
        reject(faultOf(error, url, connected, way.proxy));
      });
      outgoing.on("response", (message) => {
        status = message.statusCode;
        if (socket) pool.noteHint(socket, String(message.headers["keep-alive"] ?? ""));
        readBody(message, (count) => {
          bytes = count;
        }).then((buffer) => resolve3(toResponse(message, buffer))).catch(reject).finally(done);
      });
      outgoing.end(body);
    });
  }
  async function send(request) {
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : void 0;
    let way;
    try {
      way = pool.wayOf(new URL(request.url));
    } catch (error) {
      throw new TransportFault("failed", error.message, false);
    }
    const repeatable = idempotentMethods.has(request.method);
    if (!repeatable) await pool.settle(way.agent, reuseIdleMs);
    return attempt(request, body, way, repeatable);
  }
  return {
    fetch: send,
    close() {
      for (const outgoing of open) outgoing.destroy();
      open.clear();
      pool.destroy();
    }
  };
}

// conformance/http/curl.ts
function quote(text) {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}
function quoteWithSecrets(text, secrets) {
  let parts = [text];
  for (const [value, variable2] of secrets) {
    if (!value) continue;
    parts = parts.flatMap(
      (part) => part.startsWith('"$') ? [part] : interleave(part.split(value), variable2)
    );
  }
  return parts.map((part) => part.startsWith('"$') ? part : part === "" ? "" : quote(part)).join("");
}
function interleave(pieces, variable2) {
  return pieces.flatMap((piece, index) => index === 0 ? [piece] : [`"$${variable2}"`, piece]);
}
function buildCurl(request) {
  const parts = ["curl -sS -i", ...request.flags ?? []];
  if (request.method !== "GET" || request.body !== void 0) parts.push(`-X ${request.method}`);
  parts.push(quote(request.url));
  for (const [name, value] of Object.entries(request.headers)) {
    parts.push(`-H ${quoteWithSecrets(`${name}: ${value}`, request.secrets)}`);
  }
  if (request.body !== void 0) parts.push(`--data-raw ${quoteWithSecrets(request.body, request.secrets)}`);
  return parts.join(" ");
}

// conformance/http/recorder.ts
var nullBodyStatuses2 = /* @__PURE__ */ new Set([101, 204, 205, 304]);
function routeOf2(options, method, url) {
  return options.routeOf?.(method, url) ?? `${method} ${new URL(url).pathname}`;
}
async function describeOutgoing(request, secrets, flags = []) {
  const requestBody = request.body ? await request.clone().text() : void 0;
  const requestHeaders = Object.fromEntries(request.headers);
  const { method, url } = request;
  const curl = buildCurl({ method, url, headers: requestHeaders, body: requestBody, secrets, flags });
  return { method, url, requestHeaders, requestBody, curl };
}
async function exchangeOnce(fetchImpl, request, body, timeoutMs, cancel) {
  const deadline = abortAfter(timeoutMs, request.signal, cancel);
  try {
    const init = {
      method: request.method,
      headers: request.headers,
      body: body ?? null,
      signal: deadline.signal
    };
    const response = await raceAbort(fetchImpl(new Request(request.url, init)), deadline.signal);
    const bodyText = await raceAbort(response.text(), deadline.signal);
    return { response, bodyText };
  } finally {
    deadline.clear();
  }
}
function withHeaders(request, extra) {
  const missing = Object.entries(extra ?? {}).filter(([name]) => !request.headers.has(name));
  if (missing.length === 0) return request;
  const headers = new Headers(request.headers);
  for (const [name, value] of missing) headers.set(name, value);
  return new Request(request, { headers });
}
function replayable(response, bodyText) {
  return new Response(nullBodyStatuses2.has(response.status) ? null : bodyText, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers
  });
}
function createRecorder(options) {
  const log = [];
  const byResponse = /* @__PURE__ */ new WeakMap();
  let budget = options.maxRequests;
  let sent = 0;
  let failedInARow = 0;
  let lastTransportError = "";
  const unreachableAfter = options.unreachableAfter ?? 3;
  const routeFailuresAfter = options.routeFailuresAfter ?? 2;
  const routeFailures = /* @__PURE__ */ new Map();
  function refusal2(route) {
    if (failedInARow >= unreachableAfter) {
      return `not sent: the server did not answer the last ${failedInARow} requests (${lastTransportError})`;
    }
    const failing = routeFailures.get(route);
    if (failing && failing.count >= routeFailuresAfter) {
      return `not sent: ${route} did not answer its last ${failing.count} requests (${failing.last})`;
    }
    if (sent >= budget) return `not sent: the run's traffic budget of ${budget} requests is spent`;
    if (Date.now() >= options.deadline)
      return "not sent: the run reached its wall-clock bound (--max-duration)";
    return void 0;
  }
  function record(entry) {
    const exchange = { seq: log.length + 1, checkId: options.currentCheck(), ...entry };
    log.push(exchange);
    return exchange;
  }
  async function send(given) {
    const cancel = options.signal;
    cancel?.throwIfAborted();
    const request = withHeaders(given, options.headers);
    const outgoing = await describeOutgoing(request, options.secrets, options.curlFlags);
    cancel?.throwIfAborted();
    const route = routeOf2(options, outgoing.method, outgoing.url);
    const refused = refusal2(route);
    if (refused) {
      record({
        ...outgoing,
        status: void 0,
        responseHeaders: {},
        bodyText: "",
        error: refused,
        durationMs: 0
      });
      throw new TransportError(refused, outgoing.curl);
    }
    sent++;
    const timeoutMs = Math.max(1, Math.min(options.timeoutMs, options.deadline - Date.now()));
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const checkId = options.currentCheck();
    const watch = watchRequest(options.onWait, { route, timeoutMs, checkId });
    try {
      const { response, bodyText } = await exchangeOnce(
        options.fetch,
        request,
        outgoing.requestBody,
        timeoutMs,
        cancel
      );
      failedInARow = 0;
      routeFailures.delete(route);
      const headers = Object.fromEntries(response.headers);
      const exchange = record({
        ...outgoing,
        status: response.status,
        responseHeaders: headers,
        bodyText,
        error: void 0,
        durationMs: elapsed()
      });
      const copy = replayable(response, bodyText);
      byResponse.set(copy, exchange);
      return copy;
    } catch (error) {
      if (cancel?.aborted) {
        const cancelled = `${route}: not answered: the run was cancelled while it waited`;
        const unanswered = { status: void 0, responseHeaders: {}, bodyText: "" };
        record({ ...outgoing, ...unanswered, error: cancelled, durationMs: elapsed() });
        throw cancel.reason;
      }
      const fault = describeFault(error, timeoutMs);
      const message = `${route}: ${fault.text}`;
      failedInARow++;
      lastTransportError = message;
      routeFailures.set(route, { count: (routeFailures.get(route)?.count ?? 0) + 1, last: message });
      record({
        ...outgoing,
        status: void 0,
        responseHeaders: {},
        bodyText: "",
        error: message,
        fault: fault.info,
        durationMs: elapsed()
      });
      throw new TransportError(message, outgoing.curl);
    } finally {
      watch.stop();
    }
  }
  return {
    fetch: (request) => send(request),
    log,
    exchangeOf: (response) => byResponse.get(response),
    grant(requests) {
      budget += requests;
    },
    route: (method, url) => routeOf2(options, method, url)
  };
}

// conformance/http/send.ts
function buildUrl(baseUrl, request) {
  const url = new URL(baseUrl + request.path);
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value !== void 0) url.searchParams.set(name, String(value));
  }
  return url.toString();
}
function createSend(baseUrl, recorder, retrying) {
  return async (request) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers ?? {})) {
      if (value !== void 0) headers.set(name, value);
    }
    let body = request.rawBody;
    if (request.json !== void 0) body = JSON.stringify(request.json);
    if (body !== void 0 && !headers.has("content-type")) headers.set("content-type", "application/json");
    const method = request.method ?? (body === void 0 ? "GET" : "POST");
    const fetchImpl = request.retry === false ? recorder.fetch : retrying;
    const response = await fetchImpl(
      new Request(buildUrl(baseUrl, request), { method, headers, body: body ?? null })
    );
    const exchange = recorder.exchangeOf(response);
    if (!exchange) throw new Error("internal: a response did not pass through the recorder");
    return exchange;
  };
}

// conformance/run-state.ts
function secretsOf(options) {
  const secrets = /* @__PURE__ */ new Map();
  if (!options.redactSecrets) return secrets;
  if (options.apiKey) secrets.set(options.apiKey, "CONFORMANCE_API_KEY");
  if (options.blockedApiKey) secrets.set(options.blockedApiKey, "CONFORMANCE_BLOCKED_API_KEY");
  for (const [name, value] of Object.entries(headersOf(options.headers))) {
    secrets.set(value, `CONFORMANCE_HEADER_${name.toUpperCase().replace(/[^A-Z0-9]/g, "_")}`);
  }
  return secrets;
}
function tlsOf(options) {
  const ca = options.ca ? [...rootCertificates, readFileSync(options.ca, "utf8")].join("\n") : void 0;
  return { ca, insecure: options.insecure };
}
function curlFlagsOf(options) {
  return [
    ...options.ca ? [`--cacert '${options.ca.replaceAll("'", `'\\''`)}'`] : [],
    ...options.insecure ? ["-k"] : []
  ];
}
function createRunState(options) {
  const current = { checkId: void 0 };
  const deadline = Date.now() + options.maxDurationMs;
  const transport = options.fetch ? void 0 : createNodeTransport(tlsOf(options));
  const operations = operationsOf(options.api);
  const base = new URL(options.baseUrl).pathname.replace(/\/+$/, "");
  const recorder = createRecorder({
    fetch: options.fetch ?? transport.fetch,
    routeOf: (method, url) => {
      const { pathname } = new URL(url);
      const path2 = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
      const operation = findOperation(operations, method, `http://route${path2}`);
      return operation ? `${method} ${operation.path}` : void 0;
    },
    timeoutMs: options.timeoutMs,
    maxRequests: options.maxRequests,
    deadline,
    secrets: secretsOf(options),
    headers: headersOf(options.headers),
    curlFlags: curlFlagsOf(options),
    currentCheck: () => current.checkId,
    onWait: options.onWait,
    signal: options.signal
  });
  const onWait = rateLimitWaits(options.onWait, recorder.route, () => current.checkId);
  const backedOff = withBackoff(recorder.fetch, { deadline, onWait, signal: options.signal });
  const shared = { baseUrl: options.baseUrl, fetch: backedOff, retry: false };
  const defaultMemory = options.api === "memory" ? createMemoryClient({ ...shared, ...ownCredentials(options) }) : void 0;
  return {
    options,
    recorder,
    send: createSend(options.baseUrl, recorder, backedOff),
    memoryClient: (credentials) => credentials || !defaultMemory ? createMemoryClient({ ...shared, ...credentials }) : defaultMemory,
    releases: createReleasesClient(shared),
    memo: /* @__PURE__ */ new Map(),
    current,
    close: () => transport?.close()
  };
}
function ownCredentials(options) {
  return { apiKey: options.apiKey, workspaceId: options.workspace, auth: "bearer" };
}

// conformance/run-conformance.ts
function createRun(options) {
  const resolved = resolveOptions(options);
  const planned = orderByPrerequisites(planChecks(checksFor(resolved.api), resolved));
  const outcomes = /* @__PURE__ */ new Map();
  let state;
  const stateOf = () => {
    state ??= createRunState(resolved);
    return state;
  };
  return {
    options: resolved,
    planned,
    preflight: () => preflight(stateOf()),
    check: (entry) => runCheck(entry, stateOf(), outcomes),
    exchanges: () => state?.recorder.log ?? [],
    route: (method, url) => stateOf().recorder.route(method, url),
    close: () => state?.close()
  };
}
async function untilCancelled(step, signal) {
  const value = await (signal ? raceAbort(step, signal) : step);
  signal?.throwIfAborted();
  return value;
}
function throughProxy(unjudgeable, proxy) {
  if (!proxy || unjudgeable.message.includes(proxy)) return unjudgeable;
  return { ...unjudgeable, message: `${unjudgeable.message} (through the proxy ${proxy})` };
}
async function runConformance(options) {
  const run = createRun(options);
  const { signal } = options;
  signal?.throwIfAborted();
  const started = Date.now();
  const { api, baseUrl, level, strict, runId, minCoverage } = run.options;
  const report = {
    ...{ api, baseUrl, level, strict, runId, ...minCoverage === void 0 ? {} : { minCoverage } },
    ...{ startedAt: new Date(started).toISOString(), durationMs: 0, results: [], causes: [], errors: [] }
  };
  const proxy = options.fetch ? void 0 : proxyShownFor(baseUrl);
  if (proxy) report.proxy = proxy;
  try {
    const unjudgeable = await untilCancelled(run.preflight(), signal);
    if (unjudgeable) report.unjudgeable = throughProxy(unjudgeable, report.proxy);
    else {
      for (const entry of run.planned) {
        signal?.throwIfAborted();
        const result = await untilCancelled(run.check(entry), signal);
        options.onResult?.(result);
        report.results.push(result);
      }
    }
  } finally {
    run.close();
  }
  report.causes = causesOf(report.results);
  if (!report.unjudgeable) report.routes = routeHealthOf(api, run.exchanges(), run.route);
  report.coverage = computeCoverage(api, run.exchanges(), report.results);
  report.durationMs = Date.now() - started;
  return report;
}

// src/server/prism/prism-support.ts
import { readFileSync as readFileSync2 } from "node:fs";
import { createRequire } from "node:module";
var testedPrism = { node24: "5.16.0", node22: "5.14.2" };
var supported = { from: [5, 14, 2], below: [5, 17, 0] };
function parseVersion(text) {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : void 0;
}
function compare(a, b) {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}
function installAdvice(node) {
  const version = node[0] >= 24 ? testedPrism.node24 : testedPrism.node22;
  return `npm install --save-dev @stoplight/prism-cli@${version}`;
}
function prismProblem(nodeVersion = process.versions.node, resolveFrom = import.meta.url, instead = "run the mock without it: --direct") {
  const node = parseVersion(nodeVersion) ?? [0, 0, 0];
  let manifest;
  try {
    const path2 = createRequire(resolveFrom).resolve("@stoplight/prism-cli/package.json");
    manifest = JSON.parse(readFileSync2(path2, "utf8"));
  } catch {
    return `Prism is not installed (an optional peer dependency): ${installAdvice(node)}, or ${instead}`;
  }
  const prism = parseVersion(manifest.version ?? "");
  if (prism === void 0 || compare(prism, supported.from) < 0 || compare(prism, supported.below) >= 0) {
    return `Prism ${manifest.version} is outside the range contract-kit supports (>=5.14.2 <5.17.0): ${installAdvice(node)}, or ${instead}`;
  }
  const needs = /^>=\s*(\d+\.\d+\.\d+)$/.exec(manifest.engines?.node?.trim() ?? "")?.[1];
  const needed = needs === void 0 ? void 0 : parseVersion(needs);
  if (needed !== void 0 && compare(node, needed) < 0) {
    return `Prism ${manifest.version} needs Node >=${needs} (this is Node ${nodeVersion}): run on Node 24, or ${installAdvice(node)}; or ${instead}`;
  }
  return void 0;
}

// src/engine/memory/rate-limiter.ts
var defaultRateLimit = { limit: 600, windowMs: 1e4 };

// src/options/fixture-tenants.ts
var fixtureTenants = {
  apiKey: "ck_test_key",
  workspace: "ws_main",
  otherWorkspace: "ws_other",
  deniedWorkspace: "ws_denied",
  blockedApiKey: "ck_blocked_key"
};
var ownMockRateLimitBurst = 2 * defaultRateLimit.limit + 100;

// src/cli/conformance/start-target.ts
async function startTarget(command2, log) {
  if (!command2.useMock) return { baseUrl: command2.options.baseUrl, close: async () => {
  } };
  const { startMock } = await import("../../server/index.js");
  const mock = await startMock({ api: command2.options.api, port: 0, direct: !command2.prism, log });
  if (command2.options.api === "memory") {
    const rateLimitBurst = command2.options.rateLimitBurst ?? 2 * defaultRateLimit.limit + 100;
    command2.options = { ...fixtureTenants, ...command2.options, rateLimitBurst };
  }
  command2.options = { ...command2.options, baseUrl: mock.url, redactSecrets: false };
  return { baseUrl: mock.url, close: () => mock.close() };
}

// src/cli/conformance/usage.ts
function line(spec) {
  const head = `  ${spec.flag}${spec.value ? ` ${spec.value}` : ""}`;
  const fallback = spec.default === void 0 ? "" : ` (default ${spec.default})`;
  return `${head.padEnd(26)} ${spec.help}${fallback}; ${spec.env}`;
}
function section(title, keep) {
  const lines = optionEntries().map(([, spec]) => spec).filter((spec) => Boolean(spec.flag) && keep(spec)).map(line);
  return `${title}
${lines.join("\n")}`;
}
var conformanceUsage = `Usage:
  contract-kit conformance memory --base-url URL --api-key KEY --workspace ID [options]
  contract-kit conformance releases --base-url URL [options]

Judges a deployment by the documents of its API. Without --base-url it starts the kit's own
mock for the run (memory: key ck_test_key, workspaces ws_main/ws_other/ws_denied, blocked key
ck_blocked_key) and judges it at level kit.

${section("Memory options:", (spec) => spec.api === "memory")}

${section("Options for both:", (spec) => spec.api === void 0)}
  -h, --help                 show this help

Outcomes: passed, failed, warning (questionable behaviour the documents do not forbid; fails the
run only with --strict), skipped (with its reason).
Exit codes: ${exitCodes.passed} no check failed, ${exitCodes.failed} a check failed (or warned with --strict) or the run broke,
${exitCodes.usage} usage error (or --prism without a Prism that fits), ${exitCodes.unjudgeable} could not judge (unreachable, no answer, TLS,
not this API, credentials refused, rate-limited; the line ends with what to try next).
Checks and rules: conformance/README.md.`;

// src/cli/conformance.ts
var interruptedExitCode = 130;
function abortOnInterrupt() {
  const controller = new AbortController();
  const onInterrupt = () => controller.abort(new DOMException("interrupted (SIGINT)", "AbortError"));
  process.once("SIGINT", onInterrupt);
  return { signal: controller.signal, stop: () => void process.off("SIGINT", onInterrupt) };
}
async function runConformanceCommand(argv, io = {}) {
  const streams = {
    stdout: io.stdout ?? process.stdout,
    stderr: io.stderr ?? process.stderr,
    env: io.env ?? process.env
  };
  let command2;
  try {
    command2 = parseConformanceArgs(argv, streams.env);
  } catch (error) {
    if (!(error instanceof OptionsError)) throw error;
    streams.stderr.write(
      `contract-kit conformance: ${error.message}
Run "contract-kit conformance --help" for usage.
`
    );
    return exitCodes.usage;
  }
  if (command2 === "help") {
    streams.stdout.write(`${conformanceUsage}
`);
    return exitCodes.passed;
  }
  const prismMissing = command2.useMock && command2.prism ? prismProblem(void 0, void 0, "leave out --prism") : void 0;
  if (prismMissing !== void 0) {
    streams.stderr.write(`contract-kit conformance: ${prismMissing}
`);
    return exitCodes.usage;
  }
  command2.options.runId ??= createRunId();
  const targets = await reportTargets(command2.reporters, command2.output, io.cwd ?? process.cwd());
  let target;
  try {
    target = await startTarget(command2, (line2) => streams.stderr.write(`${line2}
`));
  } catch (error) {
    const api = command2.options.api;
    streams.stderr.write(
      `contract-kit conformance: could not start the built-in ${api} mock: ${inertText(error.message)}
`
    );
    return exitCodes.failed;
  }
  const where = reproduceDirectory(targets, command2.output, io.cwd ?? process.cwd(), command2.options.runId);
  const interrupt = abortOnInterrupt();
  let ran;
  try {
    ran = await runAgainst(command2, target, streams, interrupt.signal);
  } finally {
    interrupt.stop();
  }
  if (!ran) {
    streams.stderr.write(
      "contract-kit conformance: interrupted (SIGINT): the run stopped before its end; no report was written\n"
    );
    return interruptedExitCode;
  }
  const report = await withReproduceFiles(ran, where.directory, where.shown);
  const pretty = command2.reporters.includes("pretty");
  if (report.unjudgeable) {
    const { problem, message, nextStep } = report.unjudgeable;
    const line2 = `could not judge ${report.baseUrl} (${problem}): ${message}. Next: ${nextStep}`;
    streams.stderr.write(`contract-kit conformance: ${inertText(line2)}
`);
  } else if (pretty) streams.stdout.write(renderPrettySummary(report, streams.stdout, streams.env));
  const written = await writeReports(report, targets, streams.stdout);
  if (command2.reporters.includes("github")) {
    const summary = await writeGithubReport(report, streams.stdout, streams.env);
    if (summary) written.push(summary);
  }
  const notes = pretty ? streams.stdout : streams.stderr;
  if (!pretty && !report.unjudgeable) notes.write(`${summaryLine(report.results)}
`);
  for (const path2 of written) notes.write(`report: ${path2}
`);
  return exitCodeOf(report);
}
async function runAgainst(command2, target, streams, signal) {
  const { api, level, runId } = command2.options;
  const pretty = command2.reporters.includes("pretty");
  if (pretty)
    streams.stdout.write(
      `contract-kit conformance ${api} \u2192 ${target.baseUrl} \xB7 level ${level} \xB7 run ${runId}
`
    );
  const progress = pretty ? createPrettyProgress(streams.stdout, streams.env) : void 0;
  const onWait = (waiting) => streams.stderr.write(`contract-kit conformance: ${inertText(describeWait(waiting))}
`);
  try {
    const onResult = progress ? { onResult: progress } : {};
    return await runConformance({ ...command2.options, onWait, ...onResult, signal });
  } catch (error) {
    if (signal.aborted) return void 0;
    const started = (/* @__PURE__ */ new Date()).toISOString();
    const { baseUrl } = target;
    const base = { api, baseUrl, level: level ?? "documented", strict: command2.options.strict ?? false };
    return {
      ...base,
      runId: runId ?? "",
      startedAt: started,
      durationMs: 0,
      results: [],
      errors: [`the suite could not run: ${error.message}`]
    };
  } finally {
    await target.close();
  }
}

// action/src/inputs.ts
var notOffered = /* @__PURE__ */ new Set(["prism"]);
var actionNotes = {
  // The table's words speak of a run without --base-url, which the action never makes.
  level: "documented (default): what every correct deployment must do; kit: also the kit's own choices where the documents are silent",
  headers: "'NAME: VALUE' headers, one per line, sent with every request the checks do not set themselves (a gateway's token, a routing header); reports write each value as $CONFORMANCE_HEADER_NAME",
  baseUrl: "the deployment's root URL (required: the action judges a deployment, not the kit's own mock)",
  reporter: "pretty, json, junit, html, ctrf, separated by commas or lines (default: pretty,json,junit,html); github (annotations and the job summary) is always added",
  output: "the directory the reports are written to (default: conformance-report), given as output `report-dir`"
};
var listHint = {
  list: " (separated by commas)"
};
function actionInputs() {
  const fromTable = optionEntries().filter(
    (entry) => Boolean(entry[1].flag && !notOffered.has(entry[0]))
  ).map(([name, spec]) => {
    const fallback = spec.default === void 0 ? "" : ` (default: ${spec.default})`;
    const value = spec.value && spec.kind !== "list" ? `${spec.value}: ` : "";
    const described = actionNotes[name] ?? `${value}${spec.help}${listHint[spec.kind] ?? ""}${fallback}`;
    return {
      name: spec.flag.slice(2),
      description: spec.kind === "boolean" ? `${described}; true or false` : described,
      required: name === "baseUrl",
      option: [name, spec]
    };
  });
  return [{ name: "api", description: "the API to judge: memory or releases", required: true }, ...fromTable];
}
function inputVariable(name) {
  return `INPUT_${name.replaceAll(" ", "_").toUpperCase()}`;
}
var InputError = class extends Error {
};
var defaultReporters = ["pretty", "json", "junit", "html"];
function items(text, kind) {
  return text.split(kind === "headers" ? /\r?\n/ : /[\n,]/).map((item) => item.trim()).filter(Boolean);
}
function argvFromInputs(env) {
  const read = (name) => (env[inputVariable(name)] ?? "").trim();
  const argv = read("api") ? [read("api")] : [];
  let reporters = [...defaultReporters];
  for (const input of actionInputs()) {
    const text = read(input.name);
    if (!input.option || text === "") continue;
    const [name, spec] = input.option;
    if (name === "reporter") reporters = items(text, spec.kind);
    else if (spec.kind === "boolean") {
      if (text !== "true" && text !== "false") {
        throw new InputError(`input ${input.name} must be true or false, got "${text}"`);
      }
      if (text === "true") argv.push(spec.flag);
    } else if (spec.kind === "headers") {
      for (const header of items(text, spec.kind)) argv.push(spec.flag, header);
    } else argv.push(spec.flag, text);
  }
  for (const reporter of /* @__PURE__ */ new Set([...reporters, "github"])) argv.push("--reporter", reporter);
  return argv;
}

// action/src/outputs.ts
import { randomUUID } from "node:crypto";
import { appendFileSync } from "node:fs";
import { EOL } from "node:os";
function writeOutputs(file, outputs) {
  const lines = [];
  for (const [name, value] of Object.entries(outputs)) {
    const delimiter = `ghadelimiter_${randomUUID()}`;
    if (name.includes(delimiter) || value.includes(delimiter)) {
      throw new Error(`output ${name}: its value holds the delimiter ${delimiter}`);
    }
    lines.push(`${name}<<${delimiter}`, value, delimiter);
  }
  appendFileSync(file, `${lines.join(EOL)}${EOL}`, "utf8");
}
function escapeCommandData(text) {
  return text.replaceAll("%", "%25").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
}

// action/src/main.ts
function verdictOf(code) {
  if (code === exitCodes.passed) return "passed";
  return code === exitCodes.failed ? "failed" : "unjudgeable";
}
function maskSecrets(env) {
  const secrets = [env[inputVariable("api-key")], env[inputVariable("blocked-api-key")]];
  for (const line2 of (env[inputVariable("header")] ?? "").split(/\r?\n/)) {
    secrets.push(line2.slice(line2.indexOf(":") + 1));
  }
  for (const secret of secrets.map((text) => text?.trim())) {
    if (secret) process.stdout.write(`::add-mask::${escapeCommandData(secret)}
`);
  }
}
function usageProblem(argv, env) {
  try {
    const command2 = parseConformanceArgs(argv, env);
    if (command2 !== "help" && command2.useMock) {
      return "input base-url is required: the action judges a deployment";
    }
  } catch (error) {
    if (!(error instanceof OptionsError)) throw error;
  }
  return void 0;
}
async function reportDirectory(argv, env, cwd) {
  const command2 = parseConformanceArgs(argv, env);
  if (command2 === "help") return "";
  const [first] = (await reportTargets(command2.reporters, command2.output, cwd)).values();
  return first === void 0 || first === "-" ? "" : dirname3(first);
}
async function main(env, cwd) {
  maskSecrets(env);
  const problems = [];
  const stderr = {
    write(text) {
      problems.push(text);
      process.stderr.write(text);
    }
  };
  let argv = [];
  let code;
  let crashed = false;
  try {
    argv = argvFromInputs(env);
    const problem = usageProblem(argv, env);
    if (problem) throw new InputError(problem);
    code = await runConformanceCommand(argv, { stderr, env, cwd });
  } catch (error) {
    const usage = error instanceof InputError;
    const text = usage ? error.message : error instanceof Error ? error.stack ?? error.message : String(error);
    stderr.write(`contract-kit conformance: ${text}
`);
    code = usage ? exitCodes.usage : exitCodes.failed;
    crashed = !usage;
  }
  const verdicts2 = [exitCodes.passed, exitCodes.failed, exitCodes.unjudgeable];
  const reported = !crashed && verdicts2.includes(code);
  const verdict = verdictOf(code);
  const reportDir = reported ? await reportDirectory(argv, env, cwd) : "";
  if (env.GITHUB_OUTPUT)
    writeOutputs(env.GITHUB_OUTPUT, { verdict, "exit-code": `${code}`, "report-dir": reportDir });
  if (!reported && env.GITHUB_STEP_SUMMARY) {
    const why = problems.join("").trim();
    appendFileSync2(env.GITHUB_STEP_SUMMARY, `## contract-kit conformance

**Could not run**: ${why}
`);
  }
  if (verdict !== "passed") {
    const message = `verdict ${verdict} (exit code ${code})${reportDir ? `; reports in ${reportDir}` : ""}`;
    process.stdout.write(`::error title=contract-kit conformance::${escapeCommandData(message)}
`);
  }
  return code;
}
main(process.env, process.cwd()).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    const text = error instanceof Error ? error.stack ?? error.message : String(error);
    process.stdout.write(`::error title=contract-kit conformance::${escapeCommandData(text)}
`);
    process.exitCode = 1;
  }
);
