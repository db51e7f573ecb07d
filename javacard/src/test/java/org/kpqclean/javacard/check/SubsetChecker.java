/* SPDX-License-Identifier: Apache-2.0 OR MIT */
package org.kpqclean.javacard.check;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.IntInsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.LocalVariableNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.MultiANewArrayInsnNode;
import org.objectweb.asm.tree.TypeInsnNode;
import org.objectweb.asm.tree.analysis.Analyzer;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.BasicInterpreter;
import org.objectweb.asm.tree.analysis.BasicValue;
import org.objectweb.asm.tree.analysis.Interpreter;

/**
 * Checks compiled classes against the Java Card 3.0.5 language subset, by
 * reading the class files (Oracle's converter is not available here). A
 * violation is reported as "Class.method: what".
 *
 * <ul>
 * <li>Types: fields, method parameters and results, and local variables (from
 *   the LocalVariableTable, so classes must be compiled with -g) may only be
 *   boolean, byte, short, a reference, or a one-dimensional array of those:
 *   no int, long, float, double, char; no multi-dimensional arrays.</li>
 * <li>Instructions: nothing on long, float or double; no char conversion,
 *   no iinc (only int locals use it), no iushr (its result differs from the
 *   16-bit sushr for negative shorts), no monitors, no invokedynamic, no
 *   multianewarray, no int arrays, no int constant outside the short range,
 *   no String or class constants.</li>
 * <li>Int intermediates: the JVM computes short arithmetic in 32 bits, Java
 *   Card in 16. Both agree modulo 2^16 for +, -, *, &lt;&lt;, negation and
 *   bitwise operations, but not for comparisons, division, remainder,
 *   right shifts or indexing. A data-flow analysis marks every int value as
 *   narrow (a short/byte/boolean load, a constant in range, i2s or i2b,
 *   a bitwise operation or right shift of narrow values) or wide (+, -, *,
 *   &lt;&lt;, neg, /, %), and refuses a wide value as an operand of a comparison,
 *   switch, /, %, &gt;&gt;, an array index or size, a stored or returned value,
 *   a field value or a method argument: the cast to short the Java Card
 *   converter asks for.</li>
 * <li>References: only javacard.*, javacardx.*, classes of the checked
 *   package itself and the java.lang classes of the Java Card API.</li>
 * </ul>
 */
public final class SubsetChecker {
    static final Set<String> JAVA_LANG = new HashSet<>(Arrays.asList(
            "java/lang/Object", "java/lang/Throwable", "java/lang/Exception", "java/lang/RuntimeException",
            "java/lang/ArithmeticException", "java/lang/ArrayIndexOutOfBoundsException",
            "java/lang/ArrayStoreException", "java/lang/ClassCastException",
            "java/lang/IndexOutOfBoundsException", "java/lang/NegativeArraySizeException",
            "java/lang/NullPointerException", "java/lang/SecurityException"));

    private final String ownPackage;
    private final Set<String> violations = new LinkedHashSet<>();

    public SubsetChecker(String ownPackage) {
        this.ownPackage = ownPackage.replace('.', '/') + "/";
    }

    /** Checks every .class file directly in dir; returns the violations. */
    public static List<String> checkDirectory(Path dir, String pkg) throws IOException {
        SubsetChecker c = new SubsetChecker(pkg);
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.toString().endsWith(".class")).sorted().collect(Collectors.toList());
        }
        if (files.isEmpty()) {
            c.violations.add(dir + ": no class files");
        }
        for (Path f : files) {
            try (InputStream in = Files.newInputStream(f)) {
                c.check(in.readAllBytes());
            }
        }
        return new ArrayList<>(c.violations);
    }

    void check(byte[] classFile) {
        ClassNode cn = new ClassNode();
        new ClassReader(classFile).accept(cn, 0);
        String where = cn.name;
        ref(where, cn.superName);
        for (String i : cn.interfaces) {
            ref(where, i);
        }
        for (FieldNode f : cn.fields) {
            type(where + "." + f.name, Type.getType(f.desc), "field");
        }
        for (MethodNode m : cn.methods) {
            checkMethod(cn, m);
        }
    }

    private void bad(String where, String what) {
        violations.add(where + ": " + what);
    }

    private boolean allowedRef(String internal) {
        return internal.startsWith("javacard/") || internal.startsWith("javacardx/")
                || internal.startsWith(ownPackage) && internal.indexOf('/', ownPackage.length()) < 0
                || JAVA_LANG.contains(internal);
    }

    private void ref(String where, String internal) {
        if (internal == null) {
            return;
        }
        if (internal.startsWith("[")) {
            type(where, Type.getType(internal), "array type");
        } else if (!allowedRef(internal)) {
            bad(where, "reference to " + internal.replace('/', '.'));
        }
    }

    /** a field, parameter, result or local type */
    private void type(String where, Type t, String what) {
        switch (t.getSort()) {
            case Type.BOOLEAN:
            case Type.BYTE:
            case Type.SHORT:
            case Type.VOID:
                return;
            case Type.ARRAY:
                if (t.getDimensions() > 1) {
                    bad(where, what + " is a multi-dimensional array " + t.getClassName());
                    return;
                }
                type(where, t.getElementType(), what + " element");
                return;
            case Type.OBJECT:
                ref(where, t.getInternalName());
                return;
            default:
                bad(where, what + " of type " + t.getClassName());
        }
    }

    private void checkMethod(ClassNode cn, MethodNode m) {
        String where = cn.name + "." + m.name;
        for (Type a : Type.getArgumentTypes(m.desc)) {
            type(where, a, "parameter");
        }
        type(where, Type.getReturnType(m.desc), "result");
        if (m.maxLocals > 0 && (m.localVariables == null || m.localVariables.isEmpty())) {
            bad(where, "no LocalVariableTable (compile with -g)");
        }
        if (m.localVariables != null) {
            for (LocalVariableNode lv : m.localVariables) {
                type(where + " local " + lv.name, Type.getType(lv.desc), "local");
            }
        }
        if ((m.access & Opcodes.ACC_SYNCHRONIZED) != 0) {
            bad(where, "synchronized");
        }
        for (AbstractInsnNode insn : m.instructions) {
            instruction(where, insn);
        }
        if (m.instructions.size() > 0) {
            try {
                new Analyzer<>(new Narrowing(where)).analyze(cn.name, m);
            } catch (AnalyzerException e) {
                bad(where, "analysis failed: " + e.getMessage());
            }
        }
    }

    private void instruction(String where, AbstractInsnNode insn) {
        int op = insn.getOpcode();
        if (op < 0) {
            return;
        }
        String name = op < OPCODE_NAMES.length ? OPCODE_NAMES[op] : Integer.toString(op);
        if (FORBIDDEN.contains(op)) {
            bad(where, "instruction " + name);
            return;
        }
        if (insn instanceof IntInsnNode && op == Opcodes.NEWARRAY) {
            int t = ((IntInsnNode) insn).operand;
            if (t != Opcodes.T_BOOLEAN && t != Opcodes.T_BYTE && t != Opcodes.T_SHORT) {
                bad(where, "newarray of element type " + t);
            }
        } else if (insn instanceof LdcInsnNode) {
            Object c = ((LdcInsnNode) insn).cst;
            if (c instanceof Integer) {
                int v = (Integer) c;
                if (v < Short.MIN_VALUE || v > Short.MAX_VALUE) {
                    bad(where, "int constant " + v);
                }
            } else {
                bad(where, "constant of " + c.getClass().getSimpleName() + " (" + c + ")");
            }
        } else if (insn instanceof FieldInsnNode) {
            FieldInsnNode f = (FieldInsnNode) insn;
            ref(where, f.owner);
            type(where, Type.getType(f.desc), "field " + f.name);
        } else if (insn instanceof MethodInsnNode) {
            MethodInsnNode mi = (MethodInsnNode) insn;
            ref(where, mi.owner);
            for (Type a : Type.getArgumentTypes(mi.desc)) {
                type(where, a, "argument of " + mi.name);
            }
            type(where, Type.getReturnType(mi.desc), "result of " + mi.name);
        } else if (insn instanceof TypeInsnNode) {
            ref(where, ((TypeInsnNode) insn).desc);
        } else if (insn instanceof MultiANewArrayInsnNode || insn instanceof InvokeDynamicInsnNode) {
            bad(where, "instruction " + name);
        }
    }

    static final Set<Integer> FORBIDDEN = new HashSet<>();
    static final String[] OPCODE_NAMES = new String[256];

    static {
        int[] ops = {Opcodes.LCONST_0, Opcodes.LCONST_1, Opcodes.FCONST_0, Opcodes.FCONST_1, Opcodes.FCONST_2,
            Opcodes.DCONST_0, Opcodes.DCONST_1, Opcodes.LLOAD, Opcodes.FLOAD, Opcodes.DLOAD, Opcodes.LALOAD,
            Opcodes.FALOAD, Opcodes.DALOAD, Opcodes.CALOAD, Opcodes.IALOAD, Opcodes.LSTORE, Opcodes.FSTORE,
            Opcodes.DSTORE, Opcodes.LASTORE, Opcodes.FASTORE, Opcodes.DASTORE, Opcodes.CASTORE, Opcodes.IASTORE,
            Opcodes.LADD, Opcodes.FADD, Opcodes.DADD, Opcodes.LSUB, Opcodes.FSUB, Opcodes.DSUB, Opcodes.LMUL,
            Opcodes.FMUL, Opcodes.DMUL, Opcodes.LDIV, Opcodes.FDIV, Opcodes.DDIV, Opcodes.LREM, Opcodes.FREM,
            Opcodes.DREM, Opcodes.LNEG, Opcodes.FNEG, Opcodes.DNEG, Opcodes.LSHL, Opcodes.LSHR, Opcodes.LUSHR,
            Opcodes.LAND, Opcodes.LOR, Opcodes.LXOR, Opcodes.IINC, Opcodes.I2L, Opcodes.I2F, Opcodes.I2D,
            Opcodes.L2I, Opcodes.L2F, Opcodes.L2D, Opcodes.F2I, Opcodes.F2L, Opcodes.F2D, Opcodes.D2I, Opcodes.D2L,
            Opcodes.D2F, Opcodes.I2C, Opcodes.LCMP, Opcodes.FCMPL, Opcodes.FCMPG, Opcodes.DCMPL, Opcodes.DCMPG,
            Opcodes.LRETURN, Opcodes.FRETURN, Opcodes.DRETURN, Opcodes.IUSHR, Opcodes.MONITORENTER,
            Opcodes.MONITOREXIT, Opcodes.MULTIANEWARRAY, Opcodes.INVOKEDYNAMIC};
        for (int o : ops) {
            FORBIDDEN.add(o);
        }
        for (java.lang.reflect.Field f : Opcodes.class.getFields()) {
            try {
                if (f.getType() == int.class && Character.isUpperCase(f.getName().charAt(0))
                        && !f.getName().startsWith("ACC_") && !f.getName().startsWith("T_")
                        && !f.getName().startsWith("H_") && !f.getName().startsWith("F_")
                        && !f.getName().startsWith("V") && !f.getName().startsWith("ASM")
                        && !f.getName().startsWith("SOURCE")) {
                    int v = f.getInt(null);
                    if (v >= 0 && v < 256 && OPCODE_NAMES[v] == null) {
                        OPCODE_NAMES[v] = f.getName().toLowerCase();
                    }
                }
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }
        for (int i = 0; i < 256; i++) {
            if (OPCODE_NAMES[i] == null) {
                OPCODE_NAMES[i] = "op" + i;
            }
        }
    }

    /** A value of the analysis: BasicValue plus, for ints, narrow or wide. */
    static final class JcValue extends BasicValue {
        final boolean wide;

        JcValue(Type t, boolean wide) {
            super(t);
            this.wide = wide;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof JcValue && super.equals(o) && ((JcValue) o).wide == wide;
        }

        @Override
        public int hashCode() {
            return super.hashCode() * 2 + (wide ? 1 : 0);
        }
    }

    static final JcValue NARROW = new JcValue(Type.INT_TYPE, false);
    static final JcValue WIDE = new JcValue(Type.INT_TYPE, true);

    /** The narrow/wide analysis (see the class comment). */
    final class Narrowing extends Interpreter<JcValue> {
        private final String where;
        private final BasicInterpreter basic = new BasicInterpreter();

        Narrowing(String where) {
            super(Opcodes.ASM9);
            this.where = where;
        }

        private JcValue wrap(BasicValue v, boolean wide) {
            if (v == null) {
                return null;
            }
            if (v.getType() != null && v.getType().equals(Type.INT_TYPE)) {
                return wide ? WIDE : NARROW;
            }
            return new JcValue(v.getType(), false);
        }

        private void need(AbstractInsnNode insn, JcValue v, String role) {
            if (v != null && v.wide) {
                bad(where, "int intermediate (not cast to short) used as " + role + " of "
                        + OPCODE_NAMES[insn.getOpcode()]);
            }
        }

        @Override
        public JcValue newValue(Type type) {
            BasicValue b = basic.newValue(type);
            return b == null ? null : wrap(b, false);
        }

        @Override
        public JcValue newOperation(AbstractInsnNode insn) throws AnalyzerException {
            return wrap(basic.newOperation(insn), false);
        }

        @Override
        public JcValue copyOperation(AbstractInsnNode insn, JcValue value) {
            if (insn.getOpcode() == Opcodes.ISTORE) {
                need(insn, value, "stored value");
            }
            return value;
        }

        @Override
        public JcValue unaryOperation(AbstractInsnNode insn, JcValue value) throws AnalyzerException {
            int op = insn.getOpcode();
            switch (op) {
                case Opcodes.I2S:
                case Opcodes.I2B:
                    return NARROW;
                case Opcodes.INEG:
                    return WIDE;
                case Opcodes.IFEQ: case Opcodes.IFNE: case Opcodes.IFLT:
                case Opcodes.IFGE: case Opcodes.IFGT: case Opcodes.IFLE:
                case Opcodes.TABLESWITCH: case Opcodes.LOOKUPSWITCH:
                    need(insn, value, "operand");
                    break;
                case Opcodes.IRETURN:
                    need(insn, value, "result");
                    break;
                case Opcodes.NEWARRAY: case Opcodes.ANEWARRAY:
                    need(insn, value, "size");
                    break;
                case Opcodes.PUTSTATIC:
                    need(insn, value, "field value");
                    break;
                default:
                    break;
            }
            return wrap(basic.unaryOperation(insn, value), false);
        }

        @Override
        public JcValue binaryOperation(AbstractInsnNode insn, JcValue v1, JcValue v2) throws AnalyzerException {
            int op = insn.getOpcode();
            switch (op) {
                case Opcodes.IADD: case Opcodes.ISUB: case Opcodes.IMUL: case Opcodes.ISHL:
                    return WIDE;
                case Opcodes.IAND: case Opcodes.IOR: case Opcodes.IXOR:
                    return v1.wide || v2.wide ? WIDE : NARROW;
                case Opcodes.ISHR:
                    need(insn, v1, "operand");
                    need(insn, v2, "shift count");
                    return NARROW;
                case Opcodes.IDIV: case Opcodes.IREM:
                    need(insn, v1, "operand");
                    need(insn, v2, "operand");
                    return WIDE;
                case Opcodes.BALOAD: case Opcodes.SALOAD: case Opcodes.AALOAD: case Opcodes.IALOAD:
                    need(insn, v2, "array index");
                    break;
                case Opcodes.IF_ICMPEQ: case Opcodes.IF_ICMPNE: case Opcodes.IF_ICMPLT:
                case Opcodes.IF_ICMPGE: case Opcodes.IF_ICMPGT: case Opcodes.IF_ICMPLE:
                    need(insn, v1, "operand");
                    need(insn, v2, "operand");
                    break;
                case Opcodes.PUTFIELD:
                    need(insn, v2, "field value");
                    break;
                default:
                    break;
            }
            return wrap(basic.binaryOperation(insn, v1, v2), false);
        }

        @Override
        public JcValue ternaryOperation(AbstractInsnNode insn, JcValue v1, JcValue v2, JcValue v3)
                throws AnalyzerException {
            need(insn, v2, "array index");
            need(insn, v3, "stored value");
            return wrap(basic.ternaryOperation(insn, v1, v2, v3), false);
        }

        @Override
        public JcValue naryOperation(AbstractInsnNode insn, List<? extends JcValue> values)
                throws AnalyzerException {
            for (JcValue v : values) {
                need(insn, v, "argument");
            }
            return wrap(basic.naryOperation(insn, values), false);
        }

        @Override
        public void returnOperation(AbstractInsnNode insn, JcValue value, JcValue expected) {
            need(insn, value, "result");
        }

        @Override
        public JcValue merge(JcValue a, JcValue b) {
            if (a.equals(b)) {
                return a;
            }
            if (a.getType() != null && a.getType().equals(Type.INT_TYPE)
                    && b.getType() != null && b.getType().equals(Type.INT_TYPE)) {
                return WIDE;
            }
            BasicValue m = basic.merge(a, b);
            return m == a ? a : m == b ? b : wrap(m, false);
        }
    }

    /** Command line: SubsetChecker DIR PACKAGE; exit 1 on a violation. */
    public static void main(String[] args) throws IOException {
        List<String> v = checkDirectory(Path.of(args[0]), args[1]);
        v.forEach(System.out::println);
        System.out.println(v.isEmpty() ? "subset check: OK" : "subset check: " + v.size() + " violations");
        System.exit(v.isEmpty() ? 0 : 1);
    }
}
